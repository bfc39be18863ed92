import { useEffect, useState } from 'react';
import type { Ticket } from '@shared/api/ticket';
import { ApiError } from '@renderer/api';
import { fetchTicketByUuid } from './api';
import { upsertTickets, useTickets } from './store';

/** The ticket of a route's uuid: from the store when known, else fetched (and then kept live). */
export function useTicketByUuid(uuid: string): { ticket: Ticket | null; missing: boolean } {
  const ticket = useTickets((s) => Object.values(s.byId).find((t) => t.uuid === uuid) ?? null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setMissing(false);
    let cancelled = false;
    fetchTicketByUuid(uuid)
      .then((fresh) => !cancelled && upsertTickets([fresh]))
      .catch((error) => {
        if (!cancelled && error instanceof ApiError && (error.status === 404 || error.status === 400)) setMissing(true);
      });
    return () => {
      cancelled = true;
    };
  }, [uuid]);

  return { ticket, missing };
}
