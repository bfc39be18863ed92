import type { TagRecord } from '@shared/api/tag';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchTagPage } from './api';
import { byName, matchesSearch } from './tagForm';

/**
 * The tags matching `search`, page by page, kept live by `company{id}-tag` (a colleague's tag
 * created, renamed or deleted, an inline tag from a ticket) and read again after a reconnect. An
 * event carries the tag without its counts: a row already shown keeps its own. With `lanes`, only
 * kanban lanes (the tag-column manager): a tag that stops being one leaves the list.
 */
export function useTagList(search: string, lanes = false) {
  const list = usePagedList<TagRecord>({
    query: search,
    fetchPage: (page, term, signal) => fetchTagPage(page, term, signal, lanes),
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => (!lanes || r.kanban === 1) && matchesSearch(r, search),
  });
  const { rows, upsert, remove, reload } = list;

  useSocketEvent(
    'tag',
    (event) => {
      if (event.action === 'delete') return remove(event.tagId);
      const shown = rows.find((r) => r.id === event.tag.id);
      upsert({ ...event.tag, contactsCount: shown?.contactsCount ?? 0, ticketsCount: shown?.ticketsCount ?? 0 });
    },
    reload,
  );

  return list;
}
