import type { FileListRecord } from '@shared/api/fileList';
import { createFileList, fetchFileList, updateFileList, uploadOptionFile } from './api';
import { bodyOf, optionIds, type FileListForm } from './fileListForm';

/** How far the uploads are: `done` of `total` sent, `fileName` on its way. */
export interface UploadStep {
  done: number;
  total: number;
  fileName: string;
}

/**
 * The list was saved but one option's file was not sent. It carries what was saved (the list, the
 * ids its options got, the rows whose files went), so the dialog keeps editing that list and a new
 * save sends only what is left.
 */
export class FileUploadError extends Error {
  constructor(
    readonly record: FileListRecord,
    readonly ids: (number | null)[],
    readonly uploaded: boolean[],
    readonly fileName: string,
    readonly reason: unknown,
  ) {
    super(`upload of ${fileName} failed`);
    this.name = 'FileUploadError';
  }
}

/**
 * Saves a file list as Whaticket-family backends take it (spec 2 §7): the list with its options'
 * names first (POST /files or PUT /files/{id}), then each picked file to its option, one call each
 * (POST /files/uploadList/{id}), then the list read again with its files. `files[i]` is the file
 * picked for the form's option i (null: keep what it has).
 */
export async function saveFileList(
  savedId: number | null,
  values: FileListForm,
  files: readonly (File | null)[],
  onStep: (step: UploadStep) => void = () => {},
): Promise<{ record: FileListRecord; ids: (number | null)[] }> {
  const body = bodyOf(values);
  const saved = savedId ? await updateFileList(savedId, body) : await createFileList(body);
  const ids = optionIds(values.options, saved.options);
  const pending = files.flatMap((file, i) => {
    const id = ids[i];
    return file && id ? [{ i, id, file }] : [];
  });
  const uploaded = values.options.map(() => false);
  for (const [done, { i, id, file }] of pending.entries()) {
    onStep({ done, total: pending.length, fileName: file.name });
    try {
      await uploadOptionFile(saved.id, { id, name: values.options[i].name }, file);
    } catch (reason) {
      throw new FileUploadError(saved, ids, [...uploaded], file.name, reason);
    }
    uploaded[i] = true;
  }
  if (pending.length === 0) return { record: saved, ids };
  onStep({ done: pending.length, total: pending.length, fileName: '' });
  // The acknowledgement says nothing of the files: the list as it is now. Should that reading
  // fail, the files are stored all the same, and the list's event brings them to the page.
  const record = await fetchFileList(saved.id).catch(() => saved);
  return { record, ids };
}
