import { openTicketConflictSchema, type OpenTicketConflict } from '@shared/api/errors';
import type { Contact } from '@shared/api/contact';
import type { Ticket } from '@shared/api/ticket';
import { ApiError } from '@renderer/api';
import { searchContacts } from '@renderer/features/contacts';
import { createContact, createTicket } from '../api';
import type { VCard } from '../parse/vcard';

const digits = (value: string) => value.replace(/\D/g, '');

/** The contact with this number among search results (numbers compared by their digits). */
export function contactWithNumber(contacts: readonly Contact[], number: string): Contact | undefined {
  const wanted = digits(number);
  return contacts.find((c) => digits(c.number) === wanted);
}

/** The ticket in the way of an ERR_OTHER_OPEN_TICKET (its body is JSON in the `error` text), or null. */
export function openTicketConflict(error: unknown): OpenTicketConflict | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.code?.startsWith('{')) return null;
  try {
    const parsed = openTicketConflictSchema.safeParse(JSON.parse(error.code));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * 'Conversar' on a shared contact card: the contact found by number (GET /contacts?searchParam),
 * else created (POST /contacts), then a ticket opened for it like the new-ticket dialog does
 * (POST /tickets, held by the user, in the queue and connection of the conversation it came from).
 */
export async function startConversation(
  card: VCard,
  from: Pick<Ticket, 'queueId' | 'whatsappId'>,
  userId: number,
): Promise<Ticket> {
  const number = card.numbers[0]?.digits ?? '';
  const found = contactWithNumber(await searchContacts(number), number);
  const contact = found ?? (await createContact({ name: card.name || number, number }));
  return createTicket({ contactId: contact.id, userId, status: 'open', queueId: from.queueId, whatsappId: from.whatsappId });
}
