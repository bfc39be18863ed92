import type { Emitter } from './emitter';
import type { ContactView } from '../services/contactView';
import type { MessageView } from '../services/messageView';
import type { TicketView } from '../services/ticketView';
import { ticketAudience, type VisibleTicket } from '../services/ticketVisibility';

/**
 * A ticket changed. When it left a status tab (or moved out of someone's sight) a `delete` goes
 * first to whoever saw the previous state, then the `update` to whoever sees the new one.
 */
export function emitTicketUpdate(
  emitter: Emitter,
  ticket: TicketView,
  before?: VisibleTicket & { status: string },
): void {
  if (before && before.status !== ticket.status) {
    emitter.emit(ticket.companyId, ticketAudience(before), 'ticket', { action: 'delete', ticketId: ticket.id });
  } else if (before) {
    const now = new Set(ticketAudience(ticket));
    const lost = ticketAudience(before).filter((r) => !now.has(r));
    if (lost.length) emitter.emit(ticket.companyId, lost, 'ticket', { action: 'delete', ticketId: ticket.id });
  }
  emitter.emit(ticket.companyId, ticketAudience(ticket), 'ticket', { action: 'update', ticket });
}

export function emitTicketDelete(emitter: Emitter, companyId: number, ticket: VisibleTicket): void {
  emitter.emit(companyId, ticketAudience(ticket), 'ticket', { action: 'delete', ticketId: ticket.id });
}

export function emitTicketUnread(emitter: Emitter, companyId: number, ticket: VisibleTicket): void {
  emitter.emit(companyId, ticketAudience(ticket), 'ticket', { action: 'updateUnread', ticketId: ticket.id });
}

export function emitMessageCreate(
  emitter: Emitter,
  message: MessageView,
  ticket: TicketView,
  contact: ContactView,
): void {
  emitter.emit(ticket.companyId, ticketAudience(ticket), 'appMessage', { action: 'create', message, ticket, contact });
}

export function emitMessageUpdate(
  emitter: Emitter,
  companyId: number,
  ticket: VisibleTicket,
  message: MessageView,
): void {
  emitter.emit(companyId, ticketAudience(ticket), 'appMessage', { action: 'update', message });
}

/** Contacts are company-wide data (the contacts page lists them all). */
export function emitContact(
  emitter: Emitter,
  companyId: number,
  action: 'create' | 'update',
  contact: ContactView,
): void {
  emitter.emit(companyId, 'all', 'contact', { action, contact });
}
