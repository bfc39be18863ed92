import { memo } from 'react';
import { Avatar, Badge, Group, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { useDisplayNumber } from '@renderer/features/contacts';
import { TicketActions } from './actions';
import { sameBesidesActivity } from './sameBesidesActivity';

interface TicketHeaderProps {
  ticket: Ticket;
  canReply: boolean;
  /** The ticket moved to open or group (accept, reopen, …): it stays current and the list follows. */
  onAccepted(ticket: Ticket): void;
  conversation(): HTMLElement | null;
}

/** Narrower than this, the header keeps only the main action as a button (the rest in the menu). */
const COMPACT_HEADER_WIDTH = 640;

/**
 * The conversation header: who (number masked under LGPD), which queue, status, and the actions the
 * user may take. It renders again when one of those changes, not with each message's activity.
 */
export const TicketHeader = memo(
  TicketHeaderContent,
  (prev, next) =>
    prev.canReply === next.canReply &&
    prev.onAccepted === next.onAccepted &&
    prev.conversation === next.conversation &&
    sameBesidesActivity(prev.ticket, next.ticket),
);

function TicketHeaderContent({ ticket, canReply, onAccepted, conversation }: TicketHeaderProps) {
  const { t } = useTranslation('tickets');
  const show = useDisplayNumber();
  // Measured, not the window: the header's room depends on the side menu and the panel too.
  const { ref, width } = useElementSize();

  return (
    <Group
      ref={ref}
      component="header"
      px="md"
      py="sm"
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Avatar src={ticket.contact.urlPicture ?? undefined} radius="xl" alt="">
          {ticket.contact.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {ticket.contact.name}
          </Title>
          <Group gap={6} wrap="wrap" mt={2}>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {show(ticket.contact)}
            </Text>
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t(`view.status.${ticket.status}`)}
            </Badge>
            {ticket.queue && (
              <Badge size="xs" variant="dot" color={ticket.queue.color} style={{ flexShrink: 0 }}>
                {ticket.queue.name}
              </Badge>
            )}
            {ticket.user && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('view.attendant', { name: ticket.user.name })}
              </Text>
            )}
          </Group>
        </div>
      </Group>
      <TicketActions
        ticket={ticket}
        canReply={canReply}
        onOpened={onAccepted}
        conversation={conversation}
        compact={width > 0 && width < COMPACT_HEADER_WIDTH}
      />
    </Group>
  );
}
