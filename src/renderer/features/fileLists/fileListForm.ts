import { z } from 'zod';
import type { FileListOption, FileListRecord } from '@shared/api/fileList';
import type { FileListBody } from '@shared/api/routes/fileLists';

/**
 * The file list dialog (spec 2 §5 "File list": name at least 3 characters 'nome muito curto',
 * message required 'Obrigatório'), and its options: each a name and, kept beside the form, the
 * file picked for it. `path` and `mediaType` are the stored file's, sent back as read. Messages are
 * keys of the fileLists namespace.
 */
export const fileListFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').min(3, 'form.nameTooShort').max(100, 'form.tooLong'),
  message: z.string().trim().min(1, 'form.required').max(4096, 'form.tooLong'),
  options: z.array(
    z.object({
      id: z.number().nullable(),
      name: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
      path: z.string(),
      mediaType: z.string(),
    }),
  ),
});
export type FileListForm = z.infer<typeof fileListFormSchema>;
export type OptionForm = FileListForm['options'][number];

export const emptyOption = (): OptionForm => ({ id: null, name: '', path: '', mediaType: '' });

/** A new list starts with one empty option, as the spec's dialog does. */
export const formOf = (record: FileListRecord | null): FileListForm => ({
  name: record?.name ?? '',
  message: record?.message ?? '',
  options: record
    ? record.options.map((o) => ({ id: o.id, name: o.name, path: o.path, mediaType: o.mediaType }))
    : [emptyOption()],
});

export const bodyOf = (values: FileListForm): FileListBody => ({
  name: values.name,
  message: values.message,
  options: values.options.map((o) => ({
    ...(o.id ? { id: o.id } : {}),
    name: o.name,
    path: o.path,
    mediaType: o.mediaType,
  })),
});

/**
 * The ids a saved list gave the form's options, in the form's order. Existing ones keep theirs; a
 * new one takes the first option of the reply not yet claimed with its name (deployed backends
 * insert the options concurrently, so the reply's order need not be the form's), else the first
 * one unclaimed. Null when the reply has none left for it.
 */
export function optionIds(sent: readonly Pick<OptionForm, 'id' | 'name'>[], saved: readonly FileListOption[]) {
  const claimed = new Set(sent.flatMap((o) => (o.id ? [o.id] : [])));
  const free = () => saved.filter((o) => !claimed.has(o.id));
  return sent.map((o) => {
    if (o.id) return o.id;
    const match = free().find((s) => s.name.trim() === o.name.trim()) ?? free()[0];
    if (!match) return null;
    claimed.add(match.id);
    return match.id;
  });
}

/** The server's order (name, then id) and its search (the name, any case). */
export const byName = (a: FileListRecord, b: FileListRecord) => a.name.localeCompare(b.name) || a.id - b.id;

export const matchesSearch = (record: FileListRecord, term: string) =>
  !term.trim() || record.name.toLowerCase().includes(term.trim().toLowerCase());
