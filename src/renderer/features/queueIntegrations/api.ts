import { routes } from '@shared/api/routes';
import type { QueueIntegrationBody } from '@shared/api/routes/queueIntegrations';
import type { QueueIntegration } from '@shared/api/queueIntegration';
import { call } from '@renderer/api';

/** GET /queueIntegration/?searchParam=&pageNumber= (20 a page, newest first). */
export async function fetchIntegrationPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.queueIntegrations.page, {
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.queueIntegrations, count: reply.count, hasMore: reply.hasMore };
}

/** At most this many pages are read for a select's choices (400 integrations). */
const CHOICE_PAGES = 20;

/** Every integration of the company, for a select (page after page while there are more). */
export async function fetchAllIntegrations(signal?: AbortSignal): Promise<QueueIntegration[]> {
  const all: QueueIntegration[] = [];
  for (let page = 1; page <= CHOICE_PAGES; page++) {
    const reply = await call(routes.queueIntegrations.page, { query: { pageNumber: page }, signal });
    all.push(...reply.queueIntegrations);
    if (!reply.hasMore || reply.queueIntegrations.length === 0) break;
  }
  return all;
}

export function fetchIntegration(integrationId: number, signal?: AbortSignal) {
  return call(routes.queueIntegrations.one, { params: { integrationId }, signal });
}

export function createIntegration(body: QueueIntegrationBody) {
  return call(routes.queueIntegrations.create, { body });
}

export function updateIntegration(integrationId: number, body: QueueIntegrationBody) {
  return call(routes.queueIntegrations.update, { params: { integrationId }, body });
}

/** Deployed backends answer an empty 200. */
export function deleteIntegration(integrationId: number) {
  return call(routes.queueIntegrations.remove, { params: { integrationId }, reply: 'ignore' });
}

/** Tries a Dialogflow agent's credentials; what the agent answered is not shown (deployed clients do not). */
export function testSession(body: { projectName: string; jsonContent: string; language: string }) {
  return call(routes.queueIntegrations.testSession, { body, reply: 'ignore' });
}
