import { Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/api/announcement';
import { useSession } from '@renderer/session';
import { imageUrlOf } from './announcementImage';
import { PriorityBadge } from './PriorityBadge';
import { useFormatDate } from './useFormatDate';

/** An announcement in full (spec 1 §2 "announcement detail"): its text and its image; Escape closes. */
export function AnnouncementModal({ announcement, onClose }: { announcement: Announcement | null; onClose(): void }) {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const backendUrl = useSession((s) => s.backendUrl);
  const formatDate = useFormatDate();
  const src = announcement ? imageUrlOf(announcement, backendUrl) : null;

  return (
    <Modal
      opened={announcement !== null}
      onClose={onClose}
      title={announcement?.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      {announcement && (
        <Stack gap="sm">
          <Group gap="xs">
            <PriorityBadge priority={announcement.priority} />
            {announcement.createdAt && (
              <Text size="sm" c="dimmed">
                {formatDate(announcement.createdAt)}
              </Text>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {announcement.text}
          </Text>
          {src && (
            // Its own size at most: a small image is not blown up, a large one fits the dialog.
            <Image
              src={src}
              alt={t('detail.image', { title: announcement.title })}
              radius="sm"
              fit="contain"
              w="auto"
              maw="100%"
              mah={480}
              style={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
