import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ownProfileFormSchema, type OwnProfileForm } from '@shared/domain/forms';
import { errorMessage } from '@renderer/api';
import { reloadUser, saveUserChanges, useUser } from '@renderer/session';
import { UserPictureField } from '@renderer/features/userPicture';

/** 'Edit own profile' of the top bar's user menu: name, email and, optionally, a new password. */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const user = useUser();
  const { register, handleSubmit, formState, reset } = useForm<OwnProfileForm>({
    resolver: zodResolver(ownProfileFormSchema),
    values: { name: user.name, email: user.email, password: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      // The whole record goes back, or a deployed backend would empty the user's queues.
      await saveUserChanges(user.id, { name, email, ...(password ? { password } : {}) });
      notifications.show({ color: 'green', message: t('profile.saved') });
      // Spec 1 §8: saving one's own user reloads it everywhere.
      await reloadUser();
      reset();
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  });
  const err = (m?: string) => (m ? tc(m) : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <UserPictureField user={user} onChange={() => void reloadUser()} />
          <TextInput label={t('profile.name')} error={err(formState.errors.name?.message)} {...register('name')} />
          <TextInput
            label={t('profile.email')}
            type="email"
            error={err(formState.errors.email?.message)}
            {...register('email')}
          />
          <PasswordInput
            label={t('profile.password')}
            description={t('profile.passwordHint')}
            autoComplete="new-password"
            error={err(formState.errors.password?.message)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {tc('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
