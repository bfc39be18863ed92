import { routes } from '@shared/api/routes';
import type { PromptBody } from '@shared/api/routes/prompts';
import type { Prompt } from '@shared/api/prompt';
import { call } from '@renderer/api';

/** GET /prompt?searchParam=&pageNumber= (20 a page, by name; no API keys). */
export async function fetchPromptPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.prompts.page, {
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.prompts, count: reply.count, hasMore: reply.hasMore };
}

/** One prompt with its API key, for the dialog editing it. */
export function fetchPrompt(promptId: number, signal?: AbortSignal) {
  return call(routes.prompts.one, { params: { promptId }, signal });
}

/** The company's queues, the dialog's choices (GET /queue). */
export function fetchQueues(signal?: AbortSignal) {
  return call(routes.settings.queues, { signal });
}

export function createPrompt(body: PromptBody) {
  return call(routes.prompts.create, { body });
}

export function updatePrompt(promptId: number, body: PromptBody) {
  return call(routes.prompts.update, { params: { promptId }, body });
}

export function deletePrompt(promptId: number) {
  return call(routes.prompts.remove, { params: { promptId }, reply: 'ignore' });
}

/** At most this many pages are read for a select's choices (400 prompts). */
const CHOICE_PAGES = 20;

/** Every prompt of the company, for the connection dialog's select (page after page while there are more). */
export async function fetchAllPrompts(signal?: AbortSignal): Promise<Prompt[]> {
  const all: Prompt[] = [];
  for (let page = 1; page <= CHOICE_PAGES; page++) {
    const reply = await call(routes.prompts.page, { query: { pageNumber: page }, signal });
    all.push(...reply.prompts);
    if (!reply.hasMore || reply.prompts.length === 0) break;
  }
  return all;
}
