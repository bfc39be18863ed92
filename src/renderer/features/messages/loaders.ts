import { fetchMessages } from './api';
import { emptyConversation, mergeMessages, patchConversation, useMessages } from './store';

/** Loads the next older page of a conversation (page 1 is the newest). */
export async function loadOlder(ticketId: number): Promise<void> {
  const current = useMessages.getState().conversations[ticketId] ?? emptyConversation;
  if (current.loading || !current.hasMore) return;
  patchConversation(ticketId, { loading: true, error: null });
  try {
    const page = await fetchMessages(ticketId, current.page + 1);
    mergeMessages(ticketId, page.messages, { page: current.page + 1, hasMore: page.hasMore, loading: false });
  } catch (error) {
    patchConversation(ticketId, { loading: false, error: error instanceof Error ? error.message : String(error) });
  }
}

/** After a reconnect: the newest page again, merged by id, so what arrived meanwhile shows once. */
export async function resyncConversation(ticketId: number): Promise<void> {
  const current = useMessages.getState().conversations[ticketId];
  if (!current || current.page === 0) return;
  const page = await fetchMessages(ticketId, 1);
  mergeMessages(ticketId, page.messages);
}
