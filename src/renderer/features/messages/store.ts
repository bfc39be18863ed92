import { create } from 'zustand';
import type { Message } from '@shared/api/message';
import { mergeMessageLists, settleOutgoing } from './merge';
import type { OutgoingMessage } from './outgoing';

export type { OutgoingMessage } from './outgoing';

export interface Conversation {
  /** Ordered oldest → newest, unique by id. */
  messages: Message[];
  /** Pages loaded so far; 0 until the first page came. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

interface MessagesState {
  conversations: Record<number, Conversation>;
  outgoing: OutgoingMessage[];
  /**
   * Whether this backend recognises Balcão's client id (its messages echo it back): then a
   * retry can never post a message twice, and the outbox retries everything by itself.
   */
  dedupes: boolean;
}

export const useMessages = create<MessagesState>(() => ({ conversations: {}, outgoing: [], dedupes: false }));

export const emptyConversation: Conversation = { messages: [], page: 0, hasMore: true, loading: false, error: null };

/** Merges messages into a conversation: upsert by id (an older copy never wins), kept in order. */
export function mergeMessages(ticketId: number, incoming: readonly Message[], patch: Partial<Conversation> = {}): void {
  useMessages.setState((state) => {
    const current = state.conversations[ticketId] ?? emptyConversation;
    const messages = incoming.length ? mergeMessageLists(current.messages, incoming) : current.messages;
    const held = new Set(current.messages.map((m) => String(m.id)));
    const settled = incoming.length ? settleOutgoing(state.outgoing, ticketId, incoming, held) : state.outgoing;
    // Nothing settled (a customer's message, most of them): the same outbox, so what follows the
    // outbox neither renders nor writes it to storage again for each message of a burst.
    const outgoing = settled.length === state.outgoing.length ? state.outgoing : settled;
    const dedupes = state.dedupes || incoming.some((m) => m.fromMe && !!m.clientId);
    return {
      conversations: { ...state.conversations, [ticketId]: { ...current, ...patch, messages } },
      outgoing,
      dedupes,
    };
  });
}

export function patchConversation(ticketId: number, patch: Partial<Conversation>): void {
  useMessages.setState((state) => ({
    conversations: {
      ...state.conversations,
      [ticketId]: { ...(state.conversations[ticketId] ?? emptyConversation), ...patch },
    },
  }));
}

export function removeMessage(ticketId: number, id: string | number): void {
  useMessages.setState((state) => {
    const current = state.conversations[ticketId];
    if (!current) return state;
    const messages = current.messages.filter((m) => String(m.id) !== String(id));
    return { conversations: { ...state.conversations, [ticketId]: { ...current, messages } } };
  });
}

/** A message known by id in any loaded conversation (an edit, delete or forward acts on it). */
export function findMessage(ticketId: number, id: string | number): Message | undefined {
  return useMessages.getState().conversations[ticketId]?.messages.find((m) => String(m.id) === String(id));
}

export function addOutgoing(message: OutgoingMessage): void {
  useMessages.setState((state) => ({ outgoing: [...state.outgoing, message] }));
}

/** Adds restored entries not already held (by client id). */
export function restoreOutgoing(messages: readonly OutgoingMessage[]): void {
  useMessages.setState((state) => {
    const held = new Set(state.outgoing.map((o) => o.clientId));
    const fresh = messages.filter((m) => !held.has(m.clientId));
    return fresh.length ? { outgoing: [...fresh, ...state.outgoing] } : state;
  });
}

export function updateOutgoing(clientId: string, patch: Partial<OutgoingMessage> | null): void {
  useMessages.setState((state) => ({
    outgoing:
      patch === null
        ? state.outgoing.filter((o) => o.clientId !== clientId)
        : state.outgoing.map((o) => (o.clientId === clientId ? { ...o, ...patch } : o)),
  }));
}

export function setDedupes(dedupes: boolean): void {
  useMessages.setState((state) => (state.dedupes === dedupes ? state : { dedupes }));
}

/** Signed out or another account: nothing of the previous one stays in memory. */
export function resetMessages(): void {
  useMessages.setState({ conversations: {}, outgoing: [], dedupes: false });
}
