import { fetchMessages } from './api';
import { olderPageNumber, reachesKnown } from './merge';
import { emptyConversation, mergeMessages, patchConversation, useMessages } from './store';

/** A resync fetches at most this many pages (1,000 messages) before settling for what it has. */
const MAX_CATCH_UP_PAGES = 50;

/** Loads the page holding the next older message (page 1 is the newest). */
export async function loadOlder(ticketId: number): Promise<void> {
  const current = useMessages.getState().conversations[ticketId] ?? emptyConversation;
  if (current.loading || !current.hasMore) return;
  patchConversation(ticketId, { loading: true, error: null });
  try {
    const page = await fetchMessages(ticketId, olderPageNumber(current.messages.length));
    mergeMessages(ticketId, page.messages, { page: current.page + 1, hasMore: page.hasMore, loading: false });
  } catch (error) {
    patchConversation(ticketId, { loading: false, error: error instanceof Error ? error.message : String(error) });
  }
}

const catchingUp = new Map<number, { again: boolean; done: Promise<void> }>();

/**
 * Fetches the newest messages again, page after page until a page reaches back to one already
 * held, and merges them by id: every message that arrived while the socket was down shows
 * exactly once, in order, however many they were. GET /messages also marks the ticket read.
 * One run per ticket at a time; a call during a run asks for one more run after it.
 */
export function catchUp(ticketId: number): Promise<void> {
  const running = catchingUp.get(ticketId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await catchUpOnce(ticketId);
      } while (state.again);
    } finally {
      catchingUp.delete(ticketId);
    }
  })();
  catchingUp.set(ticketId, state);
  return state.done;
}

async function catchUpOnce(ticketId: number): Promise<void> {
  const current = useMessages.getState().conversations[ticketId];
  if (!current || current.page === 0) return;
  const known = new Set(current.messages.map((m) => String(m.id)));
  const fetched = [];
  for (let pageNumber = 1; pageNumber <= MAX_CATCH_UP_PAGES; pageNumber += 1) {
    const page = await fetchMessages(ticketId, pageNumber);
    fetched.push(...page.messages);
    if (!page.hasMore || known.size === 0 || reachesKnown(page.messages, known)) {
      // Nothing held at all: the newest page is enough to start from.
      if (!page.hasMore && current.hasMore) patchConversation(ticketId, { hasMore: false });
      break;
    }
  }
  mergeMessages(ticketId, fetched);
}

/** After a reconnect: what arrived meanwhile (see catchUp). Errors are left for the next reconnect. */
export function resyncConversation(ticketId: number): Promise<void> {
  return catchUp(ticketId).catch((error: unknown) => console.warn('resync failed', error));
}
