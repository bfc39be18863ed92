import { memo } from 'react';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';

/** HH:mm when today, else dd/MM/yyyy (spec 1 §2, as the ticket lists). */
function when(updatedAt: string): string {
  const at = dayjs(updatedAt);
  return at.isSame(dayjs(), 'day') ? at.format('HH:mm') : at.format('DD/MM/YYYY');
}

/** One unread ticket of the popover: a link to /tickets/{uuid}. */
export const UnreadTicketItem = memo(function UnreadTicketItem({ ticket, onOpen }: { ticket: Ticket; onOpen(): void }) {
  const { t } = useTranslation('notifications');
  const name = cut(ticket.contact.name || ticket.contact.number, LIMITS.ticketNameMax);
  return (
    <UnstyledButton
      component={Link}
      to={`/tickets/${ticket.uuid}`}
      onClick={onOpen}
      px="sm"
      py={8}
      style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar src={ticket.contact.urlPicture} alt="" size={36} radius="xl" color={ticket.queue?.color} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {when(ticket.updatedAt)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              {cut(ticket.lastMessage, LIMITS.ticketLastMessageMax)}
            </Text>
            <Badge size="sm" circle={ticket.unreadMessages < 10} aria-label={t('unread', { unread: ticket.unreadMessages })}>
              {ticket.unreadMessages}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
});
