import { memo } from 'react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';

const CHANNEL_ICONS = { whatsapp: IconBrandWhatsapp, whatsappapi: IconBrandWhatsapp, facebook: IconBrandFacebook, instagram: IconBrandInstagram };

/** HH:mm when today, else dd/MM/yyyy (spec 1 §2). */
export function ticketTime(updatedAt: string, now = dayjs()): string {
  const when = dayjs(updatedAt);
  return when.isSame(now, 'day') ? when.format('HH:mm') : when.format('DD/MM/YYYY');
}

interface Props {
  ticket: Ticket;
  selected: boolean;
  showAttendant: boolean;
}

/** One row of the ticket list: picture, name, last message, queue colour, channel, unread, attendant, time. */
export const TicketListItem = memo(function TicketListItem({ ticket, selected, showAttendant }: Props) {
  const { t } = useTranslation('tickets');
  const ChannelIcon = CHANNEL_ICONS[ticket.channel] ?? IconBrandWhatsapp;
  const name = cut(ticket.contact.name || ticket.contact.number, LIMITS.ticketNameMax);

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      h="100%"
      style={{
        borderLeft: `6px solid ${ticket.queue?.color ?? 'var(--mantine-color-gray-4)'}`,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Avatar src={ticket.contact.urlPicture ?? undefined} radius="xl" alt="">
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ChannelIcon size={14} aria-label={ticket.channel} role="img" />
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {ticketTime(ticket.updatedAt)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" truncate>
            {cut(ticket.lastMessage, LIMITS.ticketLastMessageMax)}
          </Text>
          {ticket.unreadMessages > 0 && (
            <Badge size="sm" circle color="green" aria-label={t('list.unread', { count: ticket.unreadMessages })}>
              {ticket.unreadMessages}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {ticket.queue?.name ?? t('list.noQueue')}
          </Text>
          {showAttendant && ticket.user && (
            <Badge size="xs" variant="light">
              {ticket.user.name}
            </Badge>
          )}
        </Group>
      </div>
    </Group>
  );
});
