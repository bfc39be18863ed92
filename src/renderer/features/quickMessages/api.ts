import { quickMessagePageSchema, quickMessageSchema } from '@shared/api/quickMessage';
import { api } from '@renderer/api';
import type { QuickMessageForm } from './quickMessageForm';

/** GET /quick-messages?searchParam=&pageNumber= (20 a page, by shortcode). */
export function fetchQuickMessagePage(page: number, search: string, signal: AbortSignal) {
  return api().get('quick-messages', {
    schema: quickMessagePageSchema,
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
}

export function createQuickMessage(form: QuickMessageForm) {
  return api().post('quick-messages', { json: form, schema: quickMessageSchema });
}

/** PUT /quick-messages/{id}: any of the form's fields (the active switch sends only `status`). */
export function updateQuickMessage(id: number, changes: Partial<QuickMessageForm>) {
  return api().put(`quick-messages/${id}`, { json: changes, schema: quickMessageSchema });
}

export function deleteQuickMessage(id: number) {
  return api().delete(`quick-messages/${id}`);
}

/** The attachment (multipart `file`); replaces the one it had. */
export function uploadQuickMessageMedia(id: number, file: File) {
  const body = new FormData();
  body.append('typeArch', 'quickMessage');
  body.append('file', file, file.name);
  return api().post(`quick-messages/${id}/media-upload`, { body, schema: quickMessageSchema });
}

export function deleteQuickMessageMedia(id: number) {
  return api().delete(`quick-messages/${id}/media-upload`, { schema: quickMessageSchema });
}
