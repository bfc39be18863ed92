import { contactSchema } from '@shared/api/contact';
import { messagePageSchema, messageSchema, type SendMessageBody } from '@shared/api/message';
import { ticketSchema } from '@shared/api/ticket';
import { api } from '@renderer/api';

/** GET /messages/{ticketId}: 20 per page, page 1 the newest, each page oldest → newest. It also marks the ticket read. */
export function fetchMessages(ticketId: number, pageNumber: number, signal?: AbortSignal) {
  return api().get(`messages/${ticketId}`, { schema: messagePageSchema, query: { pageNumber }, signal });
}

/** POST /messages/{ticketId} as JSON: answers 200 with an empty body (CONTRACT.md). */
export function sendMessage(ticketId: number, body: SendMessageBody) {
  return api().post(`messages/${ticketId}`, { json: { read: 1, fromMe: true, mediaUrl: '', ...body } });
}

/**
 * POST /messages/{ticketId} as multipart: `medias` (one file here) with `body` (the caption),
 * `fromMe`, `isPrivate`, and Balcão's `clientId` (ignored by backends that do not know it).
 */
export function sendMedia(
  ticketId: number,
  media: { file: Blob; name: string },
  fields: { body: string; isPrivate: boolean; clientId: string; quotedMsgId?: string | number },
) {
  const form = new FormData();
  form.append('medias', media.file, media.name);
  form.append('body', fields.body);
  form.append('fromMe', 'true');
  form.append('isPrivate', String(fields.isPrivate));
  form.append('clientId', fields.clientId);
  if (fields.quotedMsgId !== undefined) form.append('quotedMsg', JSON.stringify({ id: fields.quotedMsgId }));
  return api().post(`messages/${ticketId}`, { body: form });
}

/** POST /messages/edit/{id} {body}: own messages, within 15 minutes (the server decides). */
export function editMessage(id: string | number, body: string) {
  return api().post(`messages/edit/${id}`, { json: { body }, schema: messageSchema.optional().catch(undefined) });
}

/** DELETE /messages/{id}. */
export function deleteMessage(id: string | number) {
  return api().delete(`messages/${id}`);
}

/** POST /message/forward {messageId, contactId, signMessage}: one message to one contact. */
export function forwardMessage(body: { messageId: string | number; contactId: number; signMessage: boolean }) {
  return api().post('message/forward', { json: body });
}


/** POST /contacts {name, number}: a contact from a shared contact card. */
export function createContact(body: { name: string; number: string }) {
  return api().post('contacts', { json: body, schema: contactSchema });
}

/** POST /tickets: a conversation the attendant starts (conflict: ERR_OTHER_OPEN_TICKET, spec 1 §8). */
export function createTicket(body: { contactId: number; userId: number; status: 'open'; queueId: number | null; whatsappId: number | null }) {
  return api().post('tickets', { json: body, schema: ticketSchema });
}
