import { useEffect } from 'react';
import { appMessageEventSchema, socketEvents, ticketEventSchema, type TicketEvent } from '@shared/api/events';
import type { Ticket } from '@shared/api/ticket';
import { viewerOf } from '@shared/domain/visibility';
import { batchPerFrame } from '@renderer/api';
import { useSession } from '@renderer/features/session';
import { resyncTab, verifyTicket } from './loaders';
import { removeTickets, upsertTickets, useTickets } from './store';

type Change = { kind: 'upsert'; ticket: Ticket } | { kind: 'remove'; id: number } | { kind: 'read'; id: number };

function apply(changes: Change[]) {
  const upserts: Ticket[] = [];
  const removals: number[] = [];
  for (const change of changes) {
    if (change.kind === 'upsert') upserts.push(change.ticket);
    else if (change.kind === 'remove') removals.push(change.id);
    else {
      const ticket = useTickets.getState().byId[change.id];
      if (ticket) upserts.push({ ...ticket, unreadMessages: 0 });
    }
  }
  // Removals first: a tab change arrives as `delete` then `update` in the same burst.
  const upserted = new Set(upserts.map((t) => t.id));
  removeTickets(removals.filter((id) => !upserted.has(id)));
  upsertTickets(upserts);
  for (const id of removals) if (!upserted.has(id)) void verifyTicket(id);
}

function toChange(event: TicketEvent): Change {
  if (event.action === 'update') return { kind: 'upsert', ticket: event.ticket };
  if (event.action === 'updateUnread') return { kind: 'read', id: event.ticketId };
  return { kind: 'remove', id: event.ticketId };
}

/** Keeps the ticket store live: ticket and message events, batched per frame, resync on reconnect. */
export function useTicketsRealtime(): void {
  const realtime = useSession((s) => s.realtime);
  const user = useSession((s) => s.user);

  useEffect(() => {
    if (!realtime || !user) return;
    const events = socketEvents(user.companyId);
    const batch = batchPerFrame(apply);
    const viewer = viewerOf(user);
    realtime.join('joinTickets', 'open');
    realtime.join('joinTickets', 'pending');
    realtime.join('joinNotification');
    const offs = [
      realtime.on(events.ticket, ticketEventSchema, (event) => batch.push(toChange(event))),
      realtime.on(events.appMessage, appMessageEventSchema, (event) => {
        if (event.action === 'create' && event.ticket) batch.push({ kind: 'upsert', ticket: event.ticket });
      }),
      realtime.onResync(() => {
        void resyncTab('open', viewer);
        void resyncTab('pending', viewer);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      realtime.leave('joinTickets', 'joinTicketsLeave', 'open');
      realtime.leave('joinTickets', 'joinTicketsLeave', 'pending');
    };
  }, [realtime, user]);
}
