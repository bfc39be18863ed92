import { Alert, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, useZodForm } from '@renderer/ui';
import { connectFacebook } from './api';

const schema = z.object({
  facebookUserId: z.string().trim().min(1, 'facebook.required').max(200),
  facebookUserToken: z.string().trim().min(1, 'facebook.required').max(4096),
});

interface FacebookDialogProps {
  /** Which channel the new-connection menu asked for, or null when closed. */
  channel: 'facebook' | 'instagram' | null;
  onClose(): void;
}

/**
 * Facebook and Instagram from the new-connection menu (spec 2 §7: POST /facebook). A deployed
 * client gets the user id and token from Facebook's login SDK, which this app cannot reach; the
 * sandbox stands in for it, so the dialog asks for what the login would hand over.
 */
export function FacebookDialog({ channel, onClose }: FacebookDialogProps) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const form = useZodForm(schema, { facebookUserId: '', facebookUserToken: '' });
  const errors = form.formState.errors;

  const submit = async (values: z.infer<typeof schema>) => {
    await connectFacebook({ ...values, ...(channel === 'instagram' ? { addInstagram: true } : {}) });
    notifications.show({
      color: 'green',
      message: t(channel === 'instagram' ? 'facebook.connectedInstagram' : 'facebook.connected'),
    });
    form.reset();
    onClose();
  };

  return (
    <FormDialog
      opened={channel !== null}
      onClose={onClose}
      title={t(channel === 'instagram' ? 'facebook.titleInstagram' : 'facebook.titleFacebook')}
      form={form}
      onSubmit={submit}
      submitLabel={t('facebook.connect')}
      describeError={(error) => errorMessage(error, tc)}
    >
      <Stack gap="sm">
        <Alert color="blue">{t('facebook.sandbox')}</Alert>
        <TextInput
          label={t('facebook.userId')}
          required
          data-autofocus
          {...form.register('facebookUserId')}
          error={fieldErrorText(errors.facebookUserId, t)}
        />
        <TextInput
          label={t('facebook.userToken')}
          required
          {...form.register('facebookUserToken')}
          error={fieldErrorText(errors.facebookUserToken, t)}
        />
      </Stack>
    </FormDialog>
  );
}
