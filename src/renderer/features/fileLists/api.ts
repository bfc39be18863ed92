import { routes } from '@shared/api/routes';
import type { FileListBody } from '@shared/api/routes/fileLists';
import { call } from '@renderer/api';

const entries = routes.fileLists;

/** GET /files/?searchParam=&pageNumber= (20 a page, by name). */
export async function fetchFileListPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(entries.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
  return { records: reply.files, count: reply.count, hasMore: reply.hasMore };
}

/** GET /files/{id}: the list with its options (list replies of deployed backends carry none). */
export function fetchFileList(fileId: number, signal?: AbortSignal) {
  return call(entries.one, { params: { fileId }, signal });
}

export function createFileList(body: FileListBody) {
  return call(entries.create, { body });
}

/** PUT /files/{id}: the whole list, options as read (absent ones are removed). */
export function updateFileList(fileId: number, body: FileListBody) {
  return call(entries.update, { params: { fileId }, body });
}

/** DELETE /files/{id}; deployed backends' acknowledgements vary, and nothing reads it. */
export function deleteFileList(fileId: number) {
  return call(entries.remove, { params: { fileId }, reply: 'ignore' });
}

/**
 * POST /files/uploadList/{id}: one option's file, with the fields the deployed web client sends
 * (fileId, typeArch 'fileList', then per file: files, mediaType, name, id). One file a call, so
 * the dialog can say how far it got and a failure loses none of the files already sent.
 */
export function uploadOptionFile(fileId: number, option: { id: number; name: string }, file: File) {
  const form = new FormData();
  form.append('fileId', String(fileId));
  form.append('typeArch', 'fileList');
  form.append('files', file, file.name);
  form.append('mediaType', file.type);
  form.append('name', option.name);
  form.append('id', String(option.id));
  return call(entries.uploadList, { params: { fileId }, form, reply: 'ignore' });
}
