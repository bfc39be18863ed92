import { create } from 'zustand';
import type { Message } from '@shared/api/message';

/** The message being answered, per ticket (the composer sends its next message as a reply to it). */
const useReplyStore = create<{ byTicket: Record<number, Message> }>(() => ({ byTicket: {} }));

/** The message the composer of `ticketId` is replying to, or null. */
export function useReplyTo(ticketId: number): Message | null {
  return useReplyStore((s) => s.byTicket[ticketId] ?? null);
}

export function getReplyTo(ticketId: number): Message | null {
  return useReplyStore.getState().byTicket[ticketId] ?? null;
}

/** Sets (or with null clears) the message the next message of `ticketId` answers. */
export function setReplyTo(ticketId: number, message: Message | null): void {
  useReplyStore.setState((s) => {
    const byTicket = { ...s.byTicket };
    if (message) byTicket[ticketId] = message;
    else delete byTicket[ticketId];
    return { byTicket };
  });
}

export function clearReplyTo(ticketId: number): void {
  setReplyTo(ticketId, null);
}
