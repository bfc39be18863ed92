import { create } from 'zustand';
import type { Message } from '@shared/api/message';

/** A message typed here that the server has not echoed yet. */
export interface OutgoingMessage {
  clientId: string;
  ticketId: number;
  body: string;
  isPrivate: boolean;
  createdAt: string;
  status: 'sending' | 'sent';
}

export interface Conversation {
  /** Ordered oldest → newest, unique by id. */
  messages: Message[];
  /** Pages loaded so far (page 1 is the newest). */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

interface MessagesState {
  conversations: Record<number, Conversation>;
  outgoing: OutgoingMessage[];
}

export const useMessages = create<MessagesState>(() => ({ conversations: {}, outgoing: [] }));

export const emptyConversation: Conversation = { messages: [], page: 0, hasMore: true, loading: false, error: null };

function order(a: Message, b: Message): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0) return byTime;
  return String(a.id).localeCompare(String(b.id), undefined, { numeric: true });
}

/**
 * The server's echo of a message typed here replaces its outgoing copy: by clientId on the
 * reference server, else (a backend that ignores it) the oldest sent copy with the same text.
 */
function settleOutgoing(outgoing: OutgoingMessage[], ticketId: number, incoming: readonly Message[]): OutgoingMessage[] {
  let rest = outgoing;
  for (const message of incoming) {
    if (!message.fromMe) continue;
    const match = message.clientId
      ? rest.find((o) => o.clientId === message.clientId)
      : rest.find((o) => o.ticketId === ticketId && o.status === 'sent' && o.body === message.body);
    if (match) rest = rest.filter((o) => o !== match);
  }
  return rest;
}

/** Merges messages into a conversation: upsert by id (a later copy wins), kept in order. */
export function mergeMessages(ticketId: number, incoming: readonly Message[], patch: Partial<Conversation> = {}): void {
  useMessages.setState((state) => {
    const current = state.conversations[ticketId] ?? emptyConversation;
    const byId = new Map(current.messages.map((m) => [String(m.id), m]));
    for (const message of incoming) byId.set(String(message.id), { ...byId.get(String(message.id)), ...message });
    const messages = [...byId.values()].sort(order);
    const outgoing = settleOutgoing(state.outgoing, ticketId, incoming);
    return { conversations: { ...state.conversations, [ticketId]: { ...current, ...patch, messages } }, outgoing };
  });
}

export function patchConversation(ticketId: number, patch: Partial<Conversation>): void {
  useMessages.setState((state) => ({
    conversations: { ...state.conversations, [ticketId]: { ...(state.conversations[ticketId] ?? emptyConversation), ...patch } },
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

export function addOutgoing(message: OutgoingMessage): void {
  useMessages.setState((state) => ({ outgoing: [...state.outgoing, message] }));
}

export function updateOutgoing(clientId: string, patch: Partial<OutgoingMessage> | null): void {
  useMessages.setState((state) => ({
    outgoing: patch === null
      ? state.outgoing.filter((o) => o.clientId !== clientId)
      : state.outgoing.map((o) => (o.clientId === clientId ? { ...o, ...patch } : o)),
  }));
}
