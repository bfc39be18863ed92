import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { removePicture, uploadPicture } from './api';
import { UserAvatar } from './UserAvatar';

/** What the server takes (no SVG: a picture is served to anyone). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

interface UserPictureFieldProps {
  /** A user of the signed-in user's company. */
  user: { id: number; name: string; profileImage?: unknown };
  /** The stored picture after a change, for the owner's state (the server also announces it). */
  onChange(profileImage: string | null): void;
}

/**
 * A user's picture with its two actions (spec 2 §7 media-upload), each stored at once: it is a
 * file of its own, not a field the form's Save sends.
 */
export function UserPictureField({ user, onChange }: UserPictureFieldProps) {
  const { t } = useTranslation('userPicture');
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const hasPicture = typeof user.profileImage === 'string' && user.profileImage !== '';

  const run = async (what: 'upload' | 'remove', work: () => Promise<string | null>, done: string) => {
    setBusy(what);
    try {
      onChange(await work());
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      notifications.show({ color: 'red', message: t('invalid') });
      return;
    }
    void run('upload', () => uploadPicture(user.id, file), t('uploaded'));
  };

  return (
    <Group gap="md" wrap="nowrap" role="group" aria-label={t('label')}>
      <UserAvatar user={user} size="lg" alt={hasPicture ? t('alt', { name: user.name }) : ''} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('label')}
        </Text>
        <Group gap="xs">
          <FileButton accept={ACCEPT} onChange={upload}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={busy === 'upload'}
                disabled={busy !== null}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
              >
                {t(hasPicture ? 'change' : 'upload')}
              </Button>
            )}
          </FileButton>
          {hasPicture && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={busy === 'remove'}
              disabled={busy !== null}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void run('remove', () => removePicture(user.id).then(() => null), t('removed'))}
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
