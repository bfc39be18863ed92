import { ActionIcon, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '@shared/api/ticket';
import { LazyTooltip, readableText } from '@renderer/ui';
import { cutMessage, cutName } from './panel';
import classes from './MomentsPage.module.css';

/** Today's tickets show the hour, older ones the day. */
const timeOf = (iso: string) => {
  const at = dayjs(iso);
  return at.isSame(dayjs(), 'day') ? at.format('HH:mm') : at.format('DD/MM/YYYY');
};

/**
 * One ticket of a card (spec 1 §2): contact, last message, connection, queue with its colour,
 * unread count and time; the access icon only when `canOpen` (admins, or the ticket's attendant).
 */
export function MomentTicketRow({ ticket, canOpen }: { ticket: Ticket; canOpen: boolean }) {
  const { t } = useTranslation('moments');
  const name = ticket.contact.name || ticket.contact.number || '';
  const queue = ticket.queue;
  return (
    <li className={classes.row} aria-label={name}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} title={name}>
          {cutName(name)}
        </Text>
        <Text size="xs" c="dimmed" title={ticket.lastMessage ?? ''}>
          {cutMessage(ticket.lastMessage)}
        </Text>
        <Group gap={6} mt={4} wrap="wrap">
          <Text size="xs">{ticket.whatsapp ? cutName(ticket.whatsapp.name) : t('noConnection')}</Text>
          {queue ? (
            <Badge size="xs" radius="sm" color={queue.color} style={{ color: readableText(queue.color) }}>
              {cutName(queue.name)}
            </Badge>
          ) : (
            <Badge size="xs" radius="sm" variant="default">
              {t('noQueue')}
            </Badge>
          )}
        </Group>
      </div>
      <Group gap={4} align="flex-start" wrap="nowrap">
        <div style={{ textAlign: 'right' }}>
          <Text size="xs" c="dimmed">
            <time dateTime={ticket.updatedAt}>{timeOf(ticket.updatedAt)}</time>
          </Text>
          {ticket.unreadMessages > 0 && (
            <>
              <Badge size="sm" circle color="green.9" aria-hidden>
                {ticket.unreadMessages}
              </Badge>
              <VisuallyHidden>{t('unread', { count: ticket.unreadMessages })}</VisuallyHidden>
            </>
          )}
        </div>
        {canOpen && (
          <LazyTooltip label={t('open', { name })} withArrow>
            <ActionIcon
              component={Link}
              to={`/tickets/${ticket.uuid}`}
              variant="subtle"
              aria-label={t('open', { name })}
            >
              <IconExternalLink size={16} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        )}
      </Group>
    </li>
  );
}
