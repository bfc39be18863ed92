import { useEffect } from 'react';
import type { TicketEvent } from '@shared/api/events';
import type { Ticket } from '@shared/api/ticket';
import { TICKET_LISTS, ticketVisibleTo } from '@shared/domain/visibility';
import { batchPerFrame } from '@renderer/api';
import { useSession } from '@renderer/session';
import type { Incoming } from './list/membership';
import { resyncList, verifyTicket } from './loaders';
import { applyTickets, removeTickets, unlistTickets, useTickets } from './store';

export type Change =
  | { kind: 'upsert'; ticket: Ticket; text?: string }
  | { kind: 'remove'; id: number }
  | { kind: 'read'; id: number };

/**
 * Applies one frame of ticket events in their order. Per ticket the last word wins: `delete`
 * then `update` (a tab change) moves it; `update` then `delete` takes it out. Deployed backends
 * send every event to everyone, so a ticket the user may not see is dropped, and one that just
 * left the user's sight is forgotten.
 */
export function applyChanges(changes: readonly Change[]): void {
  const { scope, byId } = useTickets.getState();
  const viewer = scope.viewer;
  if (!viewer) return;
  // Admins may see everything (showAll, and their search tab); lists still apply their own rules.
  const mayKeep = (t: Ticket) => ticketVisibleTo(t, viewer, viewer.profile === 'admin');
  const lastRemove = new Map<number, number>();
  const lastUpsert = new Map<number, number>();
  changes.forEach((c, i) => {
    const id = c.kind === 'upsert' ? c.ticket.id : c.id;
    if (c.kind === 'remove') lastRemove.set(id, i);
    else lastUpsert.set(id, i);
  });

  const incoming: Incoming[] = [];
  const forget: Ticket[] = [];
  const unlist: number[] = [];
  changes.forEach((c, i) => {
    const id = c.kind === 'upsert' ? c.ticket.id : c.id;
    if ((lastRemove.get(id) ?? -1) > (lastUpsert.get(id) ?? -1)) {
      if (i === lastRemove.get(id) && byId[id]) unlist.push(id);
      return;
    }
    if (c.kind === 'upsert') {
      if (mayKeep(c.ticket)) incoming.push({ ticket: c.ticket, text: c.text });
      else if (byId[id]) forget.push(c.ticket);
    } else if (c.kind === 'read') {
      const current = incoming.findLast((x) => x.ticket.id === id)?.ticket ?? byId[id];
      if (current) incoming.push({ ticket: { ...current, unreadMessages: 0 } });
    }
  });
  removeTickets(
    forget.map((t) => t.id),
    forget,
  );
  unlistTickets(unlist);
  applyTickets(incoming);
  for (const id of unlist) void verifyTicket(id);
}

function toChange(event: TicketEvent): Change {
  if (event.action === 'update') return { kind: 'upsert', ticket: event.ticket };
  if (event.action === 'updateUnread') return { kind: 'read', id: event.ticketId };
  return { kind: 'remove', id: event.ticketId };
}

const ROOMS = ['open', 'pending', 'group', 'closed'] as const;

/** Resyncs the lists already loaded (after a reconnect, or when the screen comes back). */
function resyncLoaded(): void {
  const { lists } = useTickets.getState();
  for (const name of TICKET_LISTS) if (lists[name].page > 0) void resyncList(name);
}

/** Keeps the ticket store live: ticket and message events, batched per frame, resync on reconnect. */
export function useTicketsRealtime(): void {
  const realtime = useSession((s) => s.realtime);

  useEffect(() => {
    if (!realtime) return;
    const batch = batchPerFrame(applyChanges);
    for (const room of ROOMS) realtime.join('joinTickets', room);
    realtime.join('joinNotification');
    const offs = [
      realtime.onEvent('ticket', (event) => batch.push(toChange(event))),
      realtime.onEvent('appMessage', (event) => {
        if (event.action === 'create' && event.ticket) batch.push({ kind: 'upsert', ticket: event.ticket, text: event.message.body });
      }),
      realtime.onResync(resyncLoaded),
    ];
    resyncLoaded();
    return () => {
      offs.forEach((off) => off());
      for (const room of ROOMS) realtime.leave('joinTickets', 'joinTicketsLeave', room);
    };
  }, [realtime]);
}
