import { routes } from '@shared/api/routes';
import type { HelpBody } from '@shared/api/routes/helps';
import { call } from '@renderer/api';

/** GET /helps?searchParam=&pageNumber= (20 a page, by title), as the list blocks read a page. */
export async function fetchHelpPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.helps.page, {
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.helps, count: reply.count, hasMore: reply.hasMore };
}

export function createHelp(body: HelpBody) {
  return call(routes.helps.create, { body });
}

export function updateHelp(id: number, body: HelpBody) {
  return call(routes.helps.update, { params: { id }, body });
}

export function deleteHelp(id: number) {
  return call(routes.helps.remove, { params: { id }, reply: 'ignore' });
}
