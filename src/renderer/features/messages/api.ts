import { contactRoutes, type ContactBody } from '@shared/api/routes/contacts';
import { messageRoutes, type SendMessageRequest } from '@shared/api/routes/messages';
import { ticketRoutes } from '@shared/api/routes/tickets';
import type { SendMessageBody } from '@shared/api/message';
import { call } from '@renderer/api';

/** GET /messages/{ticketId}: 20 per page, page 1 the newest, each page oldest → newest. It also marks the ticket read. */
export function fetchMessages(ticketId: number, pageNumber: number, signal?: AbortSignal) {
  return call(messageRoutes.page, { params: { ticketId }, query: { pageNumber }, signal });
}

/** POST /messages/{ticketId} as JSON: answers 200 with an empty body (CONTRACT.md). */
export function sendMessage(ticketId: number, body: SendMessageBody) {
  // The outbox keeps the quoted message and contact card as it got them (unknown): the server's
  // schema, the entry's, is what checks them.
  const json = { read: 1, fromMe: true, mediaUrl: '', ...body } as SendMessageRequest;
  return call(messageRoutes.send, { params: { ticketId }, body: json });
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
  return call(messageRoutes.send, { params: { ticketId }, form });
}

/** POST /messages/edit/{id} {body}: own messages, within 15 minutes (the server decides). */
export function editMessage(id: string | number, body: string) {
  // Some backends answer nothing: the message then comes by its socket event.
  return call(messageRoutes.edit, {
    params: { messageId: id },
    body: { body },
    reply: messageRoutes.edit.reply.optional().catch(undefined),
  });
}

/** DELETE /messages/{id}. */
export function deleteMessage(id: string | number) {
  return call(messageRoutes.remove, { params: { messageId: id }, reply: 'ignore' });
}

/** POST /message/forward {messageId, contactId, signMessage}: one message to one contact. */
export function forwardMessage(body: { messageId: string | number; contactId: number; signMessage: boolean }) {
  return call(messageRoutes.forward, { body, reply: 'ignore' });
}


/** POST /contacts {name, number}: a contact from a shared contact card. */
export function createContact(body: ContactBody) {
  return call(contactRoutes.create, { body });
}

/** POST /tickets: a conversation the attendant starts (conflict: ERR_OTHER_OPEN_TICKET, spec 1 §8). */
export function createTicket(body: { contactId: number; userId: number; status: 'open'; queueId: number | null; whatsappId: number | null }) {
  return call(ticketRoutes.create, { body });
}
