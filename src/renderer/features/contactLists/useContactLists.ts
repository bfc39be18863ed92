import type { ContactList, ContactListItem } from '@shared/api/contactList';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchItemPage, fetchListPage } from './api';
import { byName, itemMatches, listMatches } from './contactListForm';

/** The lists matching `search`, page by page, live on `company-{id}-ContactList`, read again after a reconnect. */
export function useContactLists(search: string) {
  const list = usePagedList<ContactList>({
    query: search,
    fetchPage: fetchListPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => listMatches(r, search),
  });
  const { upsert, remove, reload } = list;
  useSocketEvent(
    'contactList',
    (event) => (event.action === 'delete' ? remove(event.id) : upsert(event.record)),
    reload,
  );
  return list;
}

/** A list's entries matching `search`, page by page, live on `company-{id}-ContactListItem`. */
export function useContactListItems(contactListId: number, search: string) {
  const list = usePagedList<ContactListItem>({
    query: `${contactListId}:${search}`,
    fetchPage: (page, _key, signal) => fetchItemPage(contactListId, page, search, signal),
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => r.contactListId === contactListId && itemMatches(r, search),
  });
  const { upsert, remove, reload } = list;
  useSocketEvent(
    'contactListItem',
    (event) => {
      if (event.action === 'delete') remove(event.id);
      else if (event.action === 'reload') reload();
      else upsert(event.record);
    },
    reload,
  );
  return list;
}
