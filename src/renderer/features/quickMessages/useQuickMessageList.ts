import { useEffect } from 'react';
import type { QuickMessage } from '@shared/api/quickMessage';
import { useSession } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchQuickMessagePage } from './api';
import { byShortcode, matchesSearch } from './quickMessageForm';

/**
 * The replies matching `search`, page by page, kept live by `company-{id}-quickmessage` (spec 2 §4)
 * and read again from page 1 after a reconnect, when events may have been missed.
 */
export function useQuickMessageList(search: string) {
  const realtime = useSession((s) => s.realtime);
  const list = usePagedList<QuickMessage>({
    query: search,
    fetchPage: fetchQuickMessagePage,
    rowId: (r) => r.id,
    compare: byShortcode,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;

  useEffect(() => {
    if (!realtime) return;
    const offEvent = realtime.onEvent('quickMessage', (event) => {
      if (event.action === 'delete') remove(event.id);
      else upsert(event.record);
    });
    const offResync = realtime.onResync(reload);
    return () => {
      offEvent();
      offResync();
    };
  }, [realtime, upsert, remove, reload]);

  return list;
}
