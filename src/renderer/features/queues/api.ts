import { routes } from '@shared/api/routes';
import type { QueueBody } from '@shared/api/routes/queues';
import { call } from '@renderer/api';

/** GET /queue: every queue of the company at once (no pages), as the list blocks read a page. */
export async function fetchQueues(_page: number, _search: string, signal: AbortSignal) {
  const records = await call(routes.settings.queues, { signal });
  return { records, count: records.length, hasMore: false };
}

export function fetchQueue(queueId: number, signal?: AbortSignal) {
  return call(routes.queues.one, { params: { queueId }, signal });
}

export function createQueue(body: QueueBody) {
  return call(routes.queues.create, { body });
}

export function updateQueue(queueId: number, body: QueueBody) {
  return call(routes.queues.update, { params: { queueId }, body });
}

/** DELETE /queue/{id}; deployed backends answer an empty 200, and nothing reads it. */
export function deleteQueue(queueId: number) {
  return call(routes.queues.remove, { params: { queueId }, reply: 'ignore' });
}
