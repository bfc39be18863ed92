import { useCallback, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/api/tag';
import type { Ticket } from '@shared/api/ticket';
import { errorMessage } from '@renderer/api';
import { fetchTicket, moveTags } from './api';
import { DEFAULT_LANE, laneOf, tagsAfterMove } from './board';

interface Board {
  lanes: Tag[];
  shown: Ticket[];
  setOverride(ticketId: number, tags: Tag[] | null): void;
  putTicket(ticket: Ticket): void;
}

/**
 * Moving a card (spec 2 §4): it shows in the target lane at once; the ticket's tags are then set
 * on the server (every tag off, the kept ones and the target lane's on). If the server refuses
 * (the lane deleted meanwhile, the ticket out of reach), the card goes back to its lane with an
 * error saying so, the ticket's former tags are put back as far as they still exist, and the
 * ticket is read again so the board shows what the server holds.
 */
export function useCardMove(board: Board) {
  const { t } = useTranslation('kanban');
  const { t: tc } = useTranslation();
  const latest = useRef(board);
  latest.current = board;
  const moving = useRef(new Set<number>());

  const laneName = useCallback(
    (laneId: number, lanes: Tag[]) => lanes.find((l) => l.id === laneId)?.name ?? t('defaultLane'),
    [t],
  );

  const move = useCallback(
    async (ticketId: number, target: number) => {
      const { lanes, shown, setOverride, putTicket } = latest.current;
      const ticket = shown.find((x) => x.id === ticketId);
      if (!ticket || moving.current.has(ticketId)) return;
      const from = laneOf(ticket.tags, lanes);
      if (from === target) return;
      const before = ticket.tags;
      const after = tagsAfterMove(before, lanes, target);
      moving.current.add(ticketId);
      setOverride(ticketId, after);
      try {
        await moveTags(ticketId, after);
        putTicket({ ...ticket, tags: after });
        setOverride(ticketId, null);
        notifications.show({ color: 'green', message: t(target === DEFAULT_LANE ? 'moved.removed' : 'moved.added') });
      } catch (error) {
        setOverride(ticketId, before);
        notifications.show({
          color: 'red',
          title: t('moveFailed.title', { id: ticketId }),
          message: t('moveFailed.message', {
            reason: errorMessage(error, tc),
            lane: laneName(from, lanes),
          }),
          autoClose: 6000,
        });
        // The tags the ticket had, as far as they still exist (a deleted lane cannot come back).
        const current = new Set(latest.current.lanes.map((l) => l.id));
        const restorable = before.filter((tag) => tag.kanban !== 1 || current.has(tag.id));
        await moveTags(ticketId, restorable).catch(() => undefined);
        const fresh = await fetchTicket(ticketId).catch(() => null);
        putTicket(fresh ?? { ...ticket, tags: restorable });
        setOverride(ticketId, null);
      } finally {
        moving.current.delete(ticketId);
      }
    },
    [t, tc, laneName],
  );

  return { move, isMoving: (ticketId: number) => moving.current.has(ticketId), laneName };
}
