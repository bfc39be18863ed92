import type { QuickMessage } from '@shared/api/quickMessage';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchQuickMessagePage } from './api';
import { byShortcode, matchesSearch } from './quickMessageForm';

/**
 * The replies matching `search`, page by page, kept live by `company-{id}-quickmessage` (spec 2 §4)
 * and read again from page 1 after a reconnect, when events may have been missed.
 */
export function useQuickMessageList(search: string) {
  const list = usePagedList<QuickMessage>({
    query: search,
    fetchPage: fetchQuickMessagePage,
    rowId: (r) => r.id,
    compare: byShortcode,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'quickMessage',
    (event) => {
      if (event.action === 'delete') remove(event.id);
      else upsert(event.record);
    },
    reload,
  );

  return list;
}
