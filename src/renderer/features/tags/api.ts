import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';
import type { TagForm } from './tagForm';

/** GET /tags?searchParam=&pageNumber=&kanban= (20 a page, by name, with counts); only kanban lanes when `lanes`. */
export async function fetchTagPage(page: number, search: string, signal: AbortSignal, lanes = false) {
  const reply = await call(routes.tags.page, {
    query: { searchParam: search || undefined, pageNumber: page, kanban: lanes ? 1 : undefined },
    signal,
  });
  return { records: reply.tags, count: reply.count, hasMore: reply.hasMore };
}

export function fetchTag(tagId: number, signal?: AbortSignal) {
  return call(routes.tags.one, { params: { tagId }, signal });
}

export function createTag(form: TagForm) {
  return call(routes.tags.create, { body: { ...form, kanban: form.kanban ? 1 : 0 } });
}

export function updateTag(tagId: number, form: TagForm) {
  return call(routes.tags.update, { params: { tagId }, body: { ...form, kanban: form.kanban ? 1 : 0 } });
}

export function deleteTag(tagId: number) {
  return call(routes.tags.remove, { params: { tagId }, reply: 'ignore' });
}
