import { useEffect } from 'react';
import type { Queue } from '@shared/api/queue';
import { useSession } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchQueues } from './api';
import { byOrder } from './queueForm';

/**
 * The company's queues (one reply, no pages), kept live by `company-{id}-queue` (spec 2 §4: lists
 * refresh on create, update, delete) and read again after a reconnect.
 */
export function useQueueList() {
  const realtime = useSession((s) => s.realtime);
  const list = usePagedList<Queue>({
    query: '',
    fetchPage: fetchQueues,
    rowId: (r) => r.id,
    compare: byOrder,
    matches: () => true,
  });
  const { upsert, remove, reload } = list;

  useEffect(() => {
    if (!realtime) return;
    const offEvent = realtime.onEvent('queue', (event) => {
      if (event.action === 'delete') remove(event.queueId);
      else upsert(event.queue);
    });
    const offResync = realtime.onResync(reload);
    return () => {
      offEvent();
      offResync();
    };
  }, [realtime, upsert, remove, reload]);

  return list;
}
