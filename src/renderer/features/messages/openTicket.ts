import { createContext, useContext } from 'react';
import type { Ticket } from '@shared/api/ticket';

/**
 * What the conversation screen hands the message list: the ticket shown, and what to do with a
 * ticket that a shared contact card opened (put it in the lists). The messages feature reads no
 * ticket store, so the tickets feature can compose it without an import loop.
 */
export interface OpenTicket {
  ticket: Ticket;
  onTicketOpened(ticket: Ticket): void;
}

/** Provided by MessagesList, so a bubble deep in the list reaches the ticket without props through every level. */
export const OpenTicketContext = createContext<OpenTicket | null>(null);

/** The open conversation's ticket, or null for a bubble rendered on its own (as in tests). */
export const useOpenTicket = (): OpenTicket | null => useContext(OpenTicketContext);
