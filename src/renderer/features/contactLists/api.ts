import { routes } from '@shared/api/routes';
import type { ContactListItemBody } from '@shared/api/routes/contactLists';
import { call } from '@renderer/api';

/** GET /contact-lists/?searchParam=&pageNumber= (20 a page, by name, each with its count). */
export async function fetchListPage(page: number, search: string, signal: AbortSignal) {
  return call(routes.contactLists.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
}

export function fetchList(contactListId: number, signal?: AbortSignal) {
  return call(routes.contactLists.one, { params: { contactListId }, signal });
}

export function createList(name: string) {
  return call(routes.contactLists.create, { body: { name } });
}

export function updateList(contactListId: number, name: string) {
  return call(routes.contactLists.update, { params: { contactListId }, body: { name } });
}

export function deleteList(contactListId: number) {
  return call(routes.contactLists.remove, { params: { contactListId }, reply: 'ignore' });
}

/** GET /contact-list-items?contactListId=&searchParam=&pageNumber= (20 a page, by name). */
export async function fetchItemPage(contactListId: number, page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.contactLists.itemPage, {
    query: { contactListId, searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.contacts, count: reply.count, hasMore: reply.hasMore };
}

export function createItem(body: ContactListItemBody) {
  return call(routes.contactLists.itemCreate, { body });
}

export function updateItem(itemId: number, body: ContactListItemBody) {
  return call(routes.contactLists.itemUpdate, { params: { itemId }, body });
}

export function deleteItem(itemId: number) {
  return call(routes.contactLists.itemRemove, { params: { itemId }, reply: 'ignore' });
}
