import { memo, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconGripVertical,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS, cut } from '@shared/domain/constants';
import { plainText } from '@shared/domain/richText';
import { cardKey } from './board';

const CHANNEL_ICONS = {
  whatsapp: IconBrandWhatsapp,
  whatsappapi: IconBrandWhatsapp,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
};

export const handleId = (ticketId: number) => `kanban-card-${ticketId}`;

interface ViewProps {
  ticket: Ticket;
  number: string;
  /** The handle that picks the card up; none on the copy that follows the pointer or the keys. */
  handle?: ReactNode;
  /** 'Ver Ticket'; none on the copy. */
  onOpen?(ticket: Ticket): void;
  dimmed?: boolean;
  nodeRef?: (element: HTMLElement | null) => void;
}

/**
 * A card of the board (spec 2 "Kanban board"): ticket number, contact name and number, last
 * message, channel, attendant and 'Ver Ticket'.
 */
export function CardView({ ticket, number, handle, onOpen, dimmed, nodeRef }: ViewProps) {
  const { t } = useTranslation('kanban');
  const ChannelIcon = CHANNEL_ICONS[ticket.channel] ?? IconBrandWhatsapp;
  const name = ticket.contact.name || number;
  return (
    <Paper
      ref={nodeRef}
      withBorder
      shadow={onOpen ? 'xs' : 'md'}
      p="xs"
      radius="md"
      style={{ opacity: dimmed ? 0.4 : 1 }}
    >
      <Group gap={6} wrap="nowrap" align="center">
        {handle}
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {t('card.number', { id: ticket.id })}
        </Text>
        <ChannelIcon size={16} role="img" aria-label={t(`card.channel.${ticket.channel}`)} />
      </Group>
      <Text size="sm" fw={500} mt={4} truncate="end">
        {cut(name, LIMITS.ticketNameMax)}
      </Text>
      <Text size="xs" c="dimmed" truncate="end">
        {number}
      </Text>
      <Text size="xs" mt={4} lineClamp={2} c="dimmed">
        {cut(plainText(ticket.lastMessage ?? ''), 120) || t('card.noMessage')}
      </Text>
      <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconUser size={14} aria-hidden />
          <Text size="xs" truncate="end">
            {ticket.user?.name ?? t('card.noUser')}
          </Text>
        </Group>
        {onOpen && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onOpen(ticket)}
            aria-label={t('card.openLabel', { id: ticket.id })}
          >
            {t('card.open')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

interface CardProps {
  ticket: Ticket;
  number: string;
  onOpen(ticket: Ticket): void;
  /** A move of this card is on its way: it cannot be picked up again until it lands. */
  busy?: boolean;
}

/**
 * A card in its lane, picked up by its handle (mouse, or Space / Enter then the arrows), so its
 * buttons stay buttons.
 */
export const KanbanCard = memo(function KanbanCard({ ticket, number, onOpen, busy }: CardProps) {
  const { t } = useTranslation('kanban');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cardKey(ticket.id),
    disabled: busy,
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      id={handleId(ticket.id)}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('card.handle', { id: ticket.id, name: ticket.contact.name || number })}
      style={{ cursor: busy ? 'progress' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-roledescription={t('card.draggable')}
      aria-disabled={busy || undefined}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <CardView
      ticket={ticket}
      number={number}
      handle={handle}
      onOpen={onOpen}
      dimmed={isDragging}
      nodeRef={setNodeRef}
    />
  );
});
