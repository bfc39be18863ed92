import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';
import type { QuickMessageForm } from './quickMessageForm';

const entries = routes.quickMessages;

/** GET /quick-messages?searchParam=&pageNumber= (20 a page, by shortcode). */
export function fetchQuickMessagePage(page: number, search: string, signal: AbortSignal) {
  return call(entries.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
}

export function createQuickMessage(form: QuickMessageForm) {
  return call(entries.create, { body: form });
}

/** PUT /quick-messages/{id}: any of the form's fields (the active switch sends only `status`). */
export function updateQuickMessage(id: number, changes: Partial<QuickMessageForm>) {
  return call(entries.update, { params: { id }, body: changes });
}

/** DELETE /quick-messages/{id}; deployed backends' acknowledgements vary, and nothing reads it. */
export function deleteQuickMessage(id: number) {
  return call(entries.remove, { params: { id }, reply: 'ignore' });
}

/** The attachment (multipart `file`); replaces the one it had. */
export function uploadQuickMessageMedia(id: number, file: File) {
  const form = new FormData();
  form.append('typeArch', 'quickMessage');
  form.append('file', file, file.name);
  return call(entries.uploadMedia, { params: { id }, form });
}

export function deleteQuickMessageMedia(id: number) {
  return call(entries.removeMedia, { params: { id } });
}
