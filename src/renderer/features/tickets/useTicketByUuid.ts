import { useEffect, useRef, useState } from 'react';
import type { Ticket } from '@shared/api/ticket';
import { ApiError } from '@renderer/api';
import { fetchTicketByUuid } from './api';
import { upsertTickets, useTickets } from './store';

/** Why a ticket cannot be shown: it does not exist (any more), or it is no longer this user's to see. */
export type TicketAbsence = 'notFound' | 'forbidden';

function absence(error: unknown): TicketAbsence | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return 'forbidden';
  return error.status === 404 || error.status === 400 ? 'notFound' : null;
}

/**
 * The ticket of a route's uuid: from the store when known, else fetched (and then kept live).
 * The store forgets a ticket that leaves the user's lists (transferred away, deleted); the
 * conversation then asks the server once more, and shows what it answers: the ticket as it is
 * now, or why it cannot be shown — never an endless loader.
 */
export function useTicketByUuid(uuid: string): { ticket: Ticket | null; missing: TicketAbsence | null } {
  const stored = useTickets((s) => Object.values(s.byId).find((t) => t.uuid === uuid) ?? null);
  const [detached, setDetached] = useState<Ticket | null>(null);
  const [missing, setMissing] = useState<TicketAbsence | null>(null);
  const seen = useRef(false);

  useEffect(() => {
    setMissing(null);
    setDetached(null);
    seen.current = false;
    let cancelled = false;
    fetchTicketByUuid(uuid)
      .then((fresh) => !cancelled && upsertTickets([fresh]))
      .catch((error) => !cancelled && setMissing(absence(error)));
    return () => {
      cancelled = true;
    };
  }, [uuid]);

  useEffect(() => {
    if (stored) {
      seen.current = true;
      return;
    }
    if (!seen.current) return;
    seen.current = false;
    let cancelled = false;
    fetchTicketByUuid(uuid)
      .then((fresh) => !cancelled && setDetached(fresh))
      .catch((error) => !cancelled && setMissing(absence(error)));
    return () => {
      cancelled = true;
    };
  }, [stored, uuid]);

  return { ticket: stored ?? (missing ? null : detached), missing };
}
