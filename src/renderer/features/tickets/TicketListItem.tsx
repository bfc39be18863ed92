import { memo } from 'react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';
import { useTickets } from './store';

const CHANNEL_ICONS = { whatsapp: IconBrandWhatsapp, whatsappapi: IconBrandWhatsapp, facebook: IconBrandFacebook, instagram: IconBrandInstagram };
const MAX_TAGS = 3;

/** HH:mm when today, else dd/MM/yyyy (spec 1 §2). */
export function ticketTime(updatedAt: string, now = dayjs()): string {
  const when = dayjs(updatedAt);
  return when.isSame(now, 'day') ? when.format('HH:mm') : when.format('DD/MM/YYYY');
}

/** The name a ticket shows: the contact's (or number), cut at 60 characters. */
export const ticketName = (ticket: Ticket) => cut(ticket.contact.name || ticket.contact.number, LIMITS.ticketNameMax);

interface OptionProps {
  id: number;
  domId: string;
  index: number;
  start: number;
  size: number;
  setSize: number;
  selected: boolean;
  outlined: boolean;
  showAttendant: boolean;
  onOpen(): void;
}

/** One option of the virtualized listbox, positioned by the list; re-renders only when its ticket changes. */
export function TicketOption({ id, domId, index, start, size, setSize, selected, outlined, showAttendant, onOpen }: OptionProps) {
  const ticket = useTickets((s) => s.byId[id]);
  if (!ticket) return null;
  return (
    <div
      id={domId}
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={`${ticketName(ticket)} ${cut(ticket.lastMessage, LIMITS.ticketLastMessageMax)}`.trim()}
      data-active={outlined || undefined}
      onClick={onOpen}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: size,
        transform: `translateY(${start}px)`,
        cursor: 'pointer',
        outline: outlined ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
      }}
    >
      <TicketListItem ticket={ticket} selected={selected} showAttendant={showAttendant} />
    </div>
  );
}

interface Props {
  ticket: Ticket;
  selected: boolean;
  showAttendant: boolean;
}

/**
 * One row of a ticket list (spec 1 §2): picture, name, last message, queue colour, channel,
 * unread count, tags, attendant (admins), time.
 */
export const TicketListItem = memo(function TicketListItem({ ticket, selected, showAttendant }: Props) {
  const { t } = useTranslation('tickets');
  const ChannelIcon = CHANNEL_ICONS[ticket.channel] ?? IconBrandWhatsapp;
  const name = ticketName(ticket);
  const extraTags = ticket.tags.length - MAX_TAGS;

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      h="100%"
      style={{
        borderLeft: `6px solid ${ticket.queue?.color ?? 'var(--mantine-color-gray-4)'}`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Avatar src={ticket.contact.urlPicture ?? undefined} radius="xl" alt="">
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ChannelIcon size={14} aria-label={t(`list.channel.${ticket.channel}`)} role="img" style={{ flexShrink: 0 }} />
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
            <Badge size="sm" circle color="green" aria-label={t('list.unread', { count: ticket.unreadMessages })} style={{ flexShrink: 0 }}>
              {ticket.unreadMessages}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
          <Text size="xs" c="dimmed" truncate style={{ flexShrink: 0, maxWidth: '40%' }}>
            {ticket.queue?.name ?? t('list.noQueue')}
          </Text>
          {showAttendant && ticket.user && (
            <Badge size="xs" variant="light" color={ticket.user.color ?? undefined} style={{ flexShrink: 0 }} aria-label={t('list.attendant', { name: ticket.user.name })}>
              {ticket.user.name}
            </Badge>
          )}
          {ticket.tags.slice(0, MAX_TAGS).map((tag) => (
            <Badge key={tag.id} size="xs" color={tag.color} autoContrast style={{ flexShrink: 0 }}>
              {tag.name}
            </Badge>
          ))}
          {extraTags > 0 && (
            <Badge size="xs" variant="outline" color="gray" aria-label={t('list.moreTags', { count: extraTags })}>
              +{extraTags}
            </Badge>
          )}
        </Group>
      </div>
    </Group>
  );
});
