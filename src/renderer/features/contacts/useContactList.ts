import type { Contact } from '@shared/api/contact';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchContactPage } from './api';
import { byName, filtersKey, filtersOf, matchesFilters, type ContactFilters } from './contactFilters';

/**
 * The contacts matching `filters`, page by page (spec 1 §2 "Contacts": infinite scroll), kept live
 * by `company-{id}-contact` (an attendant's edit, a contact blocked or deleted elsewhere, a new
 * contact writing in) and read again from page 1 after a reconnect.
 */
export function useContactList(filters: ContactFilters) {
  const list = usePagedList<Contact>({
    query: filtersKey(filters),
    fetchPage: (page, key, signal) => fetchContactPage(page, filtersOf(key), signal),
    rowId: (c) => c.id,
    compare: byName,
    matches: (c) => matchesFilters(c, filters),
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'contact',
    (event) => {
      if (event.action === 'delete') remove(event.contactId);
      else upsert(event.contact);
    },
    reload,
  );

  return list;
}
