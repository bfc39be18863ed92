import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Tag } from '@shared/api/tag';
import type { Ticket } from '@shared/api/ticket';
import type { EventPayload } from '@shared/api/socketEvents';
import { useSocketEvent, useUser } from '@renderer/session';
import { fetchBoardTickets, fetchLanes } from './api';
import { groupByLane, mayShow, onBoard } from './board';

export interface DayRange {
  startDate: string;
  endDate: string;
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: unknown };

const byId = (a: Tag, b: Tag) => a.id - b.id;

/** The lanes after a `company{id}-tag` event: a kanban tag added, renamed or recoloured, removed or no longer a lane. */
function lanesAfter(lanes: Tag[], event: EventPayload<'tag'>): Tag[] {
  if (event.action === 'delete') return lanes.filter((l) => l.id !== event.tagId);
  const others = lanes.filter((l) => l.id !== event.tag.id);
  if (event.tag.kanban !== 1) return others;
  const known = lanes.some((l) => l.id === event.tag.id);
  // A known lane keeps its place; a new one goes last, as the backend lists them (by creation).
  return known ? lanes.map((l) => (l.id === event.tag.id ? event.tag : l)) : [...others, event.tag].sort(byId);
}

/**
 * The board's data: its lanes (GET /tag/kanban/) and its tickets (GET /ticket/kanban) for the days
 * chosen, live with `company{id}-tag` (lanes) and `company-{id}-ticket` (a colleague's move carries
 * the ticket's tags; a closed ticket leaves), read again after a reconnect. While a card is being
 * dragged (`hold`), lane changes wait: the lanes do not shift under the user's hand. `overrides`
 * are the tags of cards whose move is on its way, shown in place of what the events say meanwhile.
 */
export function useKanbanBoard(range: DayRange, hold: boolean) {
  const [lanes, setLanes] = useState<Tag[]>([]);
  const [tickets, setTickets] = useState<ReadonlyMap<number, Ticket>>(new Map());
  const [overrides, setOverrides] = useState<ReadonlyMap<number, Tag[]>>(new Map());
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const held = useRef<EventPayload<'tag'>[]>([]);
  const rangeRef = useRef(range);
  rangeRef.current = range;
  const user = useUser();
  const viewer = useRef(user);
  viewer.current = user;

  useEffect(() => {
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    Promise.all([fetchLanes(abort.signal), fetchBoardTickets(range, abort.signal)]).then(
      ([l, list]) => {
        setLanes(l);
        setTickets(new Map(list.map((t) => [t.id, t])));
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('kanban: the board could not be read', error);
        setTickets(new Map());
        setLoad({ state: 'error', error });
      },
    );
    return () => abort.abort();
  }, [range, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Lane changes held during a drag apply when it ends.
  useEffect(() => {
    if (hold || held.current.length === 0) return;
    const events = held.current;
    held.current = [];
    setLanes((current) => events.reduce(lanesAfter, current));
  }, [hold]);

  const holdRef = useRef(hold);
  holdRef.current = hold;
  useSocketEvent(
    'tag',
    (event) => {
      if (holdRef.current) held.current.push(event);
      else setLanes((current) => lanesAfter(current, event));
    },
    reload,
  );

  useSocketEvent('ticket', (event) => {
    if (event.action === 'update') {
      const ticket = event.ticket;
      setTickets((current) => {
        const next = new Map(current);
        if (onBoard(ticket, rangeRef.current) && mayShow(viewer.current, ticket)) next.set(ticket.id, ticket);
        else next.delete(ticket.id);
        return next;
      });
    } else if (event.action === 'delete') {
      setTickets((current) => {
        if (!current.has(event.ticketId)) return current;
        const next = new Map(current);
        next.delete(event.ticketId);
        return next;
      });
    }
  });

  /** The tickets as shown: a card whose move is on its way with the tags it is going to have. */
  const shown = useMemo(
    () =>
      [...tickets.values()].map((t) => {
        const tags = overrides.get(t.id);
        return tags ? { ...t, tags } : t;
      }),
    [tickets, overrides],
  );
  const byLane = useMemo(() => groupByLane(shown, lanes), [shown, lanes]);

  const setOverride = useCallback((ticketId: number, tags: Tag[] | null) => {
    setOverrides((current) => {
      const next = new Map(current);
      if (tags) next.set(ticketId, tags);
      else next.delete(ticketId);
      return next;
    });
  }, []);

  /** A ticket as the server last told it (after a move, or read again after a refused one). */
  const putTicket = useCallback((ticket: Ticket) => {
    setTickets((current) => {
      const next = new Map(current);
      if (onBoard(ticket, rangeRef.current)) next.set(ticket.id, ticket);
      else next.delete(ticket.id);
      return next;
    });
  }, []);

  return { lanes, tickets, shown, byLane, overrides, load, reload, setOverride, putTicket };
}
