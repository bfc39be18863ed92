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

/**
 * What a bubble deep in the list needs of the open ticket (a contact card starts its conversation
 * on the same queue and connection). Only these fields, not the ticket: every message that arrives
 * updates the ticket, and a context value that changed with it made React walk the whole log
 * looking for consumers on each arrival (issue 18's burst profile).
 */
export interface OpenTicketRoute {
  queueId: number | null;
  whatsappId: number | null;
  onTicketOpened(ticket: Ticket): void;
}

/** Provided by MessagesList, so a bubble deep in the list reaches it without props through every level. */
export const OpenTicketContext = createContext<OpenTicketRoute | null>(null);

/** The open conversation's queue and connection, or null for a bubble rendered on its own (as in tests). */
export const useOpenTicket = (): OpenTicketRoute | null => useContext(OpenTicketContext);
