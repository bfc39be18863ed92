import type { Announcement } from '@shared/api/announcement';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchAnnouncementPage } from './api';
import { matchesSearch, newestFirst } from './announcementForm';

/**
 * The announcements matching `search`, newest first, page by page, kept live by
 * `company-announcement` (the super user adds, changes or deletes one) and read again after a
 * reconnect. With `activeOnly` (the top bar's list) one switched off leaves the list: the server
 * sends every change to everyone, and pages the super user all of them. `paused`: page 1 waits.
 */
export function useAnnouncementList(search: string, activeOnly = false, paused = false) {
  const list = usePagedList<Announcement>({
    query: search,
    paused,
    fetchPage: fetchAnnouncementPage,
    rowId: (r) => r.id,
    compare: newestFirst,
    matches: (r) => (!activeOnly || r.status) && matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;
  useSocketEvent(
    'announcement',
    (event) => (event.action === 'delete' ? remove(event.id) : upsert(event.record)),
    reload,
  );
  return list;
}
