import type { Queue } from '@shared/api/queue';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchQueues } from './api';
import { byOrder } from './queueForm';

/**
 * The company's queues (one reply, no pages), kept live by `company-{id}-queue` (spec 2 §4: lists
 * refresh on create, update, delete) and read again after a reconnect.
 */
export function useQueueList() {
  const list = usePagedList<Queue>({
    query: '',
    fetchPage: fetchQueues,
    rowId: (r) => r.id,
    compare: byOrder,
    matches: () => true,
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'queue',
    (event) => {
      if (event.action === 'delete') remove(event.queueId);
      else upsert(event.queue);
    },
    reload,
  );

  return list;
}
