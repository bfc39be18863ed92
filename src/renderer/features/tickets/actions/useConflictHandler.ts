import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Ticket } from '@shared/api/ticket';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { fetchTicketByUuid } from '../api';
import { selectTicketTab, upsertTickets } from '../store';
import type { HeldTicket } from './AlreadyOpenModal';
import { conflictOutcome, decodeOpenTicketConflict } from './conflict';

/**
 * Turns a failed ticket call into what the user sees (spec 1 §8): ERR_OTHER_OPEN_TICKET of
 * another user → the 'already open' dialog; of the user (or nobody) → that ticket opens;
 * anything else → the translated error toast. Render `<AlreadyOpenModal held={held} … />`.
 */
export function useConflictHandler(onOpened?: (ticket: Ticket) => void) {
  const { t: tc } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [held, setHeld] = useState<HeldTicket | null>(null);

  const openTicket = useCallback(
    async (uuid: string) => {
      try {
        const ticket = await fetchTicketByUuid(uuid);
        upsertTickets([ticket]);
        selectTicketTab(ticket.status);
        onOpened?.(ticket);
      } catch {
        // The route itself will say if the ticket cannot be read.
      }
      navigate(`/tickets/${uuid}`);
    },
    [navigate, onOpened],
  );

  const handle = useCallback(
    (error: unknown): 'error' | 'held' | 'opened' => {
      const conflict = decodeOpenTicketConflict(error);
      if (!conflict) {
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
        return 'error';
      }
      const outcome = conflictOutcome(conflict, user.id);
      if (outcome.kind === 'held') {
        setHeld({ userName: outcome.userName, queueName: outcome.queueName });
        return 'held';
      }
      void openTicket(outcome.uuid);
      return 'opened';
    },
    [tc, user.id, openTicket],
  );

  return { held, closeHeld: () => setHeld(null), handle, openTicket };
}
