import { z } from 'zod';
import { contactRecordSchema, contactSchema, type Contact } from '@shared/api/contact';
import type { ContactForm } from '@shared/domain/forms';
import { pageMeta } from '@shared/api/common';
import { tagSchema } from '@shared/api/tag';
import { ticketNoteListSchema, ticketNoteSchema } from '@shared/api/ticketNote';
import { api } from '@renderer/api';

/** GET /contacts/{id}: the contact with its tags and extra info. */
export function fetchContact(id: number, signal?: AbortSignal) {
  return api().get(`contacts/${id}`, { schema: contactSchema, signal });
}

/** GET /contacts?searchParam: first page of contacts matching a name, number or email. */
export async function searchContacts(term: string, signal?: AbortSignal) {
  const page = await api().get('contacts', {
    schema: z.object({ contacts: z.array(contactSchema), ...pageMeta }),
    query: { searchParam: term, pageNumber: 1 },
    signal,
  });
  return page.contacts;
}

/** GET /tags/list?kanban=0: the company's tags (kanban lanes are not tags to pick). */
export function fetchTags(signal?: AbortSignal) {
  return api().get('tags/list', { schema: z.array(tagSchema), query: { kanban: 0 }, signal });
}

/** POST /tags: a tag created inline (at least 3 characters, spec 1 §5). */
export function createTag(name: string, color: string) {
  return api().post('tags', { json: { name, color, kanban: 0 }, schema: tagSchema });
}

/** POST /tags/sync: sets all of a contact's tags at once. */
export function syncContactTags(contactId: number, tags: readonly { id: number; name: string }[]) {
  return api().post('tags/sync', { json: { contactId, tags } });
}

/** GET /ticket-notes/list?ticketId&contactId. */
export function fetchNotes(ticketId: number, contactId: number, signal?: AbortSignal) {
  return api().get('ticket-notes/list', { schema: ticketNoteListSchema, query: { ticketId, contactId }, signal });
}

/** POST /ticket-notes {note, ticketId, contactId}; some backends answer the note, some nothing. */
export function addNote(body: { note: string; ticketId: number; contactId: number }) {
  return api().post('ticket-notes', { json: body, schema: ticketNoteSchema.optional().catch(undefined) });
}

export function deleteNote(id: number) {
  return api().delete(`ticket-notes/${id}`);
}

/**
 * PUT /contacts/{id} with the whole record as read (CONTRACT.md: a deployed backend may reset what
 * a PUT omits): the edited name, number and email, and the extra info unchanged. The contact is
 * read again first: the drawer may still hold the ticket's copy, which deployed backends send
 * without extra info, and the list sent replaces the stored one (none sent: left as it is).
 */
export async function updateContact(contact: Contact, form: Omit<ContactForm, 'number'> & { number?: string }) {
  const record = await api().get(`contacts/${contact.id}`, { schema: contactRecordSchema });
  return api().put(`contacts/${contact.id}`, {
    // A number the user may not see (LGPD) is sent back as it was read.
    json: {
      name: form.name,
      number: form.number ?? contact.number,
      email: form.email,
      ...(record.extraInfo ? { extraInfo: record.extraInfo } : {}),
    },
    schema: contactSchema,
  });
}
