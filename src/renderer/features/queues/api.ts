import { routes } from '@shared/api/routes';
import type { ChatbotOptionSent } from '@shared/api/chatbot';
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

/** GET /chatbot/{id}: an option with the level below it. */
export function fetchChatbot(chatbotId: number, signal?: AbortSignal) {
  return call(routes.chatbots.one, { params: { chatbotId }, signal });
}

/** PUT /chatbot/{id}: an option and the level below it (deployed backends store one level a call). */
export function updateChatbot(chatbotId: number, body: ChatbotOptionSent) {
  return call(routes.chatbots.update, { params: { chatbotId }, body, reply: 'ignore' });
}

/** The company's queues and users, for an option's target (lookups: a failure leaves a list empty). */
export async function fetchTargets(signal: AbortSignal) {
  const [queues, users] = await Promise.all([
    call(routes.settings.queues, { signal }).catch(() => []),
    call(routes.users.list, { signal }).catch(() => []),
  ]);
  return { queues, users };
}
