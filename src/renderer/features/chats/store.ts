import { create } from 'zustand';
import type { Chat, ChatMessage } from '@shared/api/chat';
import type { OutgoingStatus } from '@renderer/features/messages';

/** The messages of one chat as loaded so far: oldest → newest, unique by id. */
export interface ChatThread {
  messages: ChatMessage[];
  /** Pages loaded; 0 until the first came. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
}

/** A chat message typed here until the server's copy takes its place (the ticket outbox's statuses). */
export interface ChatOutgoing {
  clientId: string;
  chatId: number;
  message: string;
  createdAt: string;
  status: OutgoingStatus;
  attempts: number;
  error: unknown;
}

interface ChatsState {
  /** The user's chats, most recently active first (page 1 of GET /chats, then events). */
  chats: Chat[];
  loaded: boolean;
  /** Pages of GET /chats read so far, and whether more exist (100 a page). */
  page: number;
  hasMore: boolean;
  threads: Record<number, ChatThread>;
  outgoing: ChatOutgoing[];
  /** Whether the backend echoes client ids (a retry can never store twice). */
  dedupes: boolean;
}

export const useChats = create<ChatsState>(() => ({
  chats: [],
  loaded: false,
  page: 0,
  hasMore: false,
  threads: {},
  outgoing: [],
  dedupes: false,
}));

export const emptyThread: ChatThread = { messages: [], page: 0, hasMore: true, loading: false, error: null };

const byRecent = (a: Chat, b: Chat) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id);

/** Upserts chats (an older copy never replaces a newer one), kept most recent first. */
export function upsertChats(incoming: readonly Chat[]): void {
  if (incoming.length === 0) return;
  useChats.setState((s) => {
    const map = new Map(s.chats.map((c) => [c.id, c]));
    for (const chat of incoming) {
      const held = map.get(chat.id);
      if (!held || held.updatedAt <= chat.updatedAt || !chat.updatedAt) map.set(chat.id, chat);
    }
    return { chats: [...map.values()].sort(byRecent) };
  });
}

/** The first page read again (sign-in, reconnect): it replaces what was held. */
export function setChats(chats: readonly Chat[], hasMore = false): void {
  useChats.setState({ chats: [...chats].sort(byRecent), loaded: true, page: 1, hasMore });
}

/** A further page, added to what is held. */
export function addChatPage(chats: readonly Chat[], page: number, hasMore: boolean): void {
  upsertChats(chats);
  useChats.setState({ page, hasMore });
}

export function removeChat(chatId: number): void {
  useChats.setState((s) => {
    const threads = { ...s.threads };
    delete threads[chatId];
    return {
      chats: s.chats.filter((c) => c.id !== chatId),
      threads,
      outgoing: s.outgoing.filter((o) => o.chatId !== chatId),
    };
  });
}

/** Sets my unread count of a chat (read here, or a message arrived and no chat copy came with it). */
export function setMyUnreads(chatId: number, userId: number, unreads: (n: number) => number): void {
  useChats.setState((s) => ({
    chats: s.chats.map((c) =>
      c.id !== chatId
        ? c
        : { ...c, users: c.users.map((u) => (u.userId === userId ? { ...u, unreads: unreads(u.unreads) } : u)) },
    ),
  }));
}

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id;

/**
 * Merges messages into a chat's thread (upsert by id, ordered), and settles the outgoing ones
 * whose server copy (same client id) came.
 */
export function mergeChatMessages(
  chatId: number,
  incoming: readonly ChatMessage[],
  patch: Partial<ChatThread> = {},
): void {
  useChats.setState((s) => {
    const current = s.threads[chatId] ?? emptyThread;
    const map = new Map(current.messages.map((m) => [m.id, m]));
    for (const m of incoming) map.set(m.id, m);
    const settled = new Set(incoming.flatMap((m) => (m.clientId ? [m.clientId] : [])));
    return {
      threads: { ...s.threads, [chatId]: { ...current, ...patch, messages: [...map.values()].sort(byTime) } },
      outgoing: settled.size ? s.outgoing.filter((o) => !settled.has(o.clientId)) : s.outgoing,
      dedupes: s.dedupes || settled.size > 0,
    };
  });
}

export function patchThread(chatId: number, patch: Partial<ChatThread>): void {
  useChats.setState((s) => ({
    threads: { ...s.threads, [chatId]: { ...(s.threads[chatId] ?? emptyThread), ...patch } },
  }));
}

export function addChatOutgoing(entry: ChatOutgoing): void {
  useChats.setState((s) => ({ outgoing: [...s.outgoing, entry] }));
}

/** Changes an outgoing entry, or drops it (null). */
export function updateChatOutgoing(clientId: string, patch: Partial<ChatOutgoing> | null): void {
  useChats.setState((s) => ({
    outgoing:
      patch === null
        ? s.outgoing.filter((o) => o.clientId !== clientId)
        : s.outgoing.map((o) => (o.clientId === clientId ? { ...o, ...patch } : o)),
  }));
}

/** My unread messages in a chat. */
export const myUnreads = (chat: Chat, userId: number) => chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/** The list and the threads are read again (another sign-in); the outbox is keepChatOutbox's. */
export function resetChatList(): void {
  useChats.setState({ chats: [], loaded: false, page: 0, hasMore: false, threads: {} });
}

/** Sign-out or another user: nothing of the last one stays. */
export function resetChats(): void {
  useChats.setState({ chats: [], loaded: false, page: 0, hasMore: false, threads: {}, outgoing: [], dedupes: false });
}
