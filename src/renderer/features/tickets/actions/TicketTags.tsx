import { memo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/api/tag';
import type { Ticket } from '@shared/api/ticket';
import { TagPicker } from '@renderer/features/contacts';
import { fetchTicketById } from '../api';
import { upsertTickets, useTickets } from '../store';
import { sameBesidesActivity } from '../sameBesidesActivity';
import { setTicketTags } from './api';

/**
 * The ticket's tags under the header: pick, create inline (3+ characters) or remove. Not rendered
 * again for each message's activity on the ticket.
 */
export const TicketTags = memo(TicketTagsContent, (prev, next) => sameBesidesActivity(prev.ticket, next.ticket));

function TicketTagsContent({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const save = async (tags: Tag[]) => {
    await setTicketTags(
      ticket.id,
      tags.map((tag) => tag.id),
    );
    // Shown at once; the fresh copy (or the socket's update) confirms it.
    const current = useTickets.getState().byId[ticket.id] ?? ticket;
    upsertTickets([{ ...current, tags }]);
    fetchTicketById(ticket.id)
      .then((fresh) => upsertTickets([fresh]))
      .catch(() => {});
    notifications.show({ color: 'green', message: t('ticketTags.saved') });
  };
  return <TagPicker label={t('ticketTags.label')} value={ticket.tags} onChange={save} compact />;
}
