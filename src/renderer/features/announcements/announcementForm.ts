import { z } from 'zod';
import type { Announcement } from '@shared/api/announcement';
import type { AnnouncementBody } from '@shared/api/routes/announcements';
import { FILE_PICKS } from '@shared/domain/filePicks';

/**
 * The announcement dialog (spec 3 §5 "Announcement": title and text required, 'Obrigatório'), with
 * the limits the server holds (routes/announcements.ts). Messages are keys of the announcements
 * namespace. Priority and status are the selects' values as text.
 */
export const announcementFormSchema = z.object({
  title: z.string().trim().min(1, 'form.required').max(200, 'form.tooLong'),
  text: z.string().trim().min(1, 'form.required').max(10_000, 'form.tooLong'),
  priority: z.enum(['1', '2', '3']),
  status: z.enum(['active', 'inactive']),
});
export type AnnouncementForm = z.infer<typeof announcementFormSchema>;

/** The form of an announcement, or of a new one with the spec's defaults (priority 3, active: spec 3 §9). */
export const formOf = (record: Announcement | null): AnnouncementForm => ({
  title: record?.title ?? '',
  text: record?.text ?? '',
  priority: String(record?.priority ?? 3) as AnnouncementForm['priority'],
  status: record?.status === false ? 'inactive' : 'active',
});

export const bodyOf = (values: AnnouncementForm): AnnouncementBody => ({
  title: values.title.trim(),
  text: values.text.trim(),
  priority: Number(values.priority),
  status: values.status === 'active',
});

/**
 * Whether a chosen file is one the spec admits (spec 3 §5: .png, .jpg, .jpeg only): the desktop's
 * dialog can be switched to any file, and the browser's accept list is only a hint.
 */
export const isAcceptedImage = (file: Pick<File, 'name'>) =>
  FILE_PICKS.image.extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? '');

/** An announcement's creation as milliseconds (0 when a backend leaves it out or garbles it). */
export const createdMs = (record: Pick<Announcement, 'createdAt'>) => Date.parse(record.createdAt ?? '') || 0;

/** The server's order: newest first (createdAt, then id). */
export const newestFirst = (a: Announcement, b: Announcement) => createdMs(b) - createdMs(a) || b.id - a.id;

/** The server's search: the title or the text, any case. */
export const matchesSearch = (record: Announcement, term: string) => {
  const needle = term.trim().toLowerCase();
  return !needle || record.title.toLowerCase().includes(needle) || record.text.toLowerCase().includes(needle);
};
