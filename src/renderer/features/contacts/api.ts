import { contactRecordSchema, type Channel, type Contact } from '@shared/api/contact';
import { contactRoutes } from '@shared/api/routes/contacts';
import { tagRoutes } from '@shared/api/routes/tags';
import { ticketRoutes } from '@shared/api/routes/tickets';
import type { ContactForm } from '@shared/domain/forms';
import { call } from '@renderer/api';

/** One of a contact's extra fields (spec 1 §3 extraInfo), as the dialog sends it. */
export type ExtraInfo = { name: string; value: string };

/** GET /contacts/{id}: the contact with its tags and extra info. */
export function fetchContact(id: number, signal?: AbortSignal) {
  return call(contactRoutes.one, { params: { contactId: id }, signal });
}

/** GET /contacts?searchParam: first page of contacts matching a name, number or email. */
export async function searchContacts(term: string, signal?: AbortSignal) {
  const page = await call(contactRoutes.page, { query: { searchParam: term, pageNumber: 1 }, signal });
  return page.contacts;
}

/** GET /tags/list?kanban=0: the company's tags (kanban lanes are not tags to pick). */
export function fetchTags(signal?: AbortSignal) {
  return call(tagRoutes.list, { query: { kanban: 0 }, signal });
}

/** POST /tags: a tag created inline (at least 3 characters, spec 1 §5). */
export function createTag(name: string, color: string) {
  return call(tagRoutes.create, { body: { name, color, kanban: 0 } });
}

/** POST /tags/sync: sets all of a contact's tags at once. */
export function syncContactTags(contactId: number, tags: readonly { id: number; name: string }[]) {
  return call(tagRoutes.syncContact, { body: { contactId, tags: [...tags] }, reply: 'ignore' });
}

/** GET /ticket-notes/list?ticketId&contactId. */
export function fetchNotes(ticketId: number, contactId: number, signal?: AbortSignal) {
  return call(ticketRoutes.notes, { query: { ticketId, contactId }, signal });
}

/** POST /ticket-notes {note, ticketId, contactId}; some backends answer the note, some nothing. */
export function addNote(body: { note: string; ticketId: number; contactId: number }) {
  return call(ticketRoutes.addNote, { body, reply: ticketRoutes.addNote.reply.optional().catch(undefined) });
}

export function deleteNote(id: number) {
  return call(ticketRoutes.removeNote, { params: { noteId: id }, reply: 'ignore' });
}

/**
 * PUT /contacts/{id} with the whole record as read (CONTRACT.md: a deployed backend may reset what
 * a PUT omits): the edited name, number and email, and the extra info unchanged. The contact is
 * read again first: the drawer may still hold the ticket's copy, which deployed backends send
 * without extra info, and the list sent replaces the stored one (none sent: left as it is).
 */
export async function updateContact(
  contact: Contact,
  form: Omit<ContactForm, 'number'> & { number?: string; extraInfo?: ExtraInfo[] },
) {
  const params = { contactId: contact.id };
  const record = await call(contactRoutes.one, { params, reply: contactRecordSchema });
  return call(contactRoutes.update, {
    params,
    // A number the user may not see (LGPD) is sent back as it was read.
    body: {
      name: form.name,
      number: form.number ?? contact.number,
      email: form.email,
      // The contact dialog edits the extra info: what it sends is the new list.
      ...(form.extraInfo ? { extraInfo: form.extraInfo } : record.extraInfo ? { extraInfo: record.extraInfo } : {}),
    },
  });
}

/** One page of the contacts page (20 a page, by name), with its filters (spec 1 §7). */
export async function fetchContactPage(
  page: number,
  filters: { search: string; tagIds: number[]; channel: Channel | null; isGroup: boolean | null },
  signal: AbortSignal,
) {
  const reply = await call(contactRoutes.page, {
    query: {
      searchParam: filters.search || undefined,
      pageNumber: page,
      contactTag: filters.tagIds.length ? JSON.stringify(filters.tagIds) : undefined,
      channel: filters.channel ?? undefined,
      isGroup: filters.isGroup === null ? undefined : filters.isGroup ? 'true' : 'false',
    },
    signal,
  });
  return { records: reply.contacts, count: reply.count, hasMore: reply.hasMore };
}

/** POST /contacts: the number kept as its digits, unique in the company (ERR_DUPLICATED_CONTACT). */
export function createContact(form: ContactForm & { extraInfo?: ExtraInfo[] }) {
  return call(contactRoutes.create, { body: form });
}

/** DELETE /contacts/{id}: an admin's (contacts-page:deleteContact); its tickets go with it. */
export function deleteContact(id: number) {
  return call(contactRoutes.remove, { params: { contactId: id }, reply: 'ignore' });
}

/** PUT /contacts/block/{id}: `active` false blocks, true unblocks. */
export function setContactActive(id: number, active: boolean) {
  return call(contactRoutes.block, { params: { contactId: id }, body: { active } });
}

/** PUT /contacts/toggleAcceptAudio/{id}: the server flips it and answers the contact. */
export function toggleAcceptAudio(id: number) {
  return call(contactRoutes.toggleAcceptAudio, { params: { contactId: id } });
}

/** PUT /contacts/toggleDisableBot/{id}. */
export function toggleDisableBot(id: number) {
  return call(contactRoutes.toggleDisableBot, { params: { contactId: id } });
}

/** The contacts carrying a tag: the contacts list filtered by it (GET /contacts?contactTag=[id]). */
export async function fetchTagContacts(tagId: number, page: number, signal: AbortSignal) {
  const reply = await call(contactRoutes.page, {
    query: { pageNumber: page, contactTag: JSON.stringify([tagId]) },
    signal,
  });
  return { records: reply.contacts, count: reply.count, hasMore: reply.hasMore };
}

/** DELETE /tags-contacts/{tagId}/{contactId}: the contact keeps its other tags. */
export function untagContact(tagId: number, contactId: number) {
  return call(tagRoutes.untagContact, { params: { tagId, contactId }, reply: 'ignore' });
}
