import { messagePageSchema, type SendMessageBody } from '@shared/api/message';
import { api } from '@renderer/api';

/** GET /messages/{ticketId}: 20 per page, page 1 the newest, each page oldest → newest. */
export function fetchMessages(ticketId: number, pageNumber: number, signal?: AbortSignal) {
  return api().get(`messages/${ticketId}`, { schema: messagePageSchema, query: { pageNumber }, signal });
}

/** POST /messages/{ticketId}: answers 200 with an empty body (CONTRACT.md). */
export function sendMessage(ticketId: number, body: SendMessageBody) {
  return api().post(`messages/${ticketId}`, { json: { read: 1, fromMe: true, mediaUrl: '', ...body } });
}
