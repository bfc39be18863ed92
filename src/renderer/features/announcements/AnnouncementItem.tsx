import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Announcement } from '@shared/api/announcement';
import { PriorityBadge } from './PriorityBadge';
import { priorityColor } from './priority';
import { useFormatDate } from './useFormatDate';

/**
 * One announcement of the top bar's list: its priority's colour as the left border (spec 1 §3) and
 * in words, the title, the date and the text's first line; a click opens it in full.
 */
export function AnnouncementItem({ announcement, onOpen }: { announcement: Announcement; onOpen(): void }) {
  const formatDate = useFormatDate();
  const firstLine = announcement.text.split('\n').find((line) => line.trim()) ?? '';
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      px="sm"
      py="xs"
      style={{
        display: 'block',
        borderLeft: `4px solid var(--mantine-color-${priorityColor(announcement.priority)}-filled)`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>
          {announcement.title}
        </Text>
        <PriorityBadge priority={announcement.priority} />
      </Group>
      {announcement.createdAt && (
        <Text size="xs" c="dimmed">
          {formatDate(announcement.createdAt)}
        </Text>
      )}
      <Text size="sm" truncate="end">
        {firstLine}
      </Text>
    </UnstyledButton>
  );
}
