import { userRowSchema, type UserRow } from '@shared/api/user';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchUserPage } from './api';
import { byName, matchesSearch } from './userForm';

/**
 * The users matching `search`, page by page, kept live by `company-{id}-user` (another admin's
 * changes, a user deleted elsewhere) and read again from page 1 after a reconnect.
 */
export function useUserList(search: string) {
  const list = usePagedList<UserRow>({
    query: search,
    fetchPage: fetchUserPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'user',
    (event) => {
      if (event.action === 'delete') return remove(event.userId);
      const row = userRowSchema.safeParse(event.user);
      if (row.success) upsert(row.data);
    },
    reload,
  );

  return list;
}
