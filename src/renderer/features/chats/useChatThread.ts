import { useCallback, useEffect } from 'react';
import { fetchChatMessages } from './api';
import { emptyThread, mergeChatMessages, patchThread, useChats } from './store';

/**
 * A chat's messages: the newest page when first opened, then older pages on demand (10 a page,
 * CONTRACT.md "Lists"); `loadOlder` does nothing while a page is on its way or none is left.
 */
export function useChatThread(chatId: number | null) {
  const thread = useChats((s) => (chatId === null ? emptyThread : (s.threads[chatId] ?? emptyThread)));

  const load = useCallback(async (id: number, page: number) => {
    patchThread(id, { loading: true, error: null });
    try {
      const reply = await fetchChatMessages(id, page);
      mergeChatMessages(id, reply.records, { page, hasMore: reply.hasMore, loading: false });
    } catch (error) {
      patchThread(id, { loading: false, error });
    }
  }, []);

  useEffect(() => {
    if (chatId === null) return;
    const held = useChats.getState().threads[chatId];
    if (!held || held.page === 0) void load(chatId, 1);
  }, [chatId, load]);

  const loadOlder = useCallback(() => {
    if (chatId === null) return;
    const held = useChats.getState().threads[chatId] ?? emptyThread;
    if (held.loading || !held.hasMore || held.page === 0) return;
    void load(chatId, held.page + 1);
  }, [chatId, load]);

  return { thread, loadOlder };
}
