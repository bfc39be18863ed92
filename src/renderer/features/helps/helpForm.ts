import { z } from 'zod';
import type { Help } from '@shared/api/help';
import { helpVideoCode } from '@shared/domain/helpVideo';

/**
 * The help dialog: a title (required, up to 100 characters, what the server keeps), a description
 * and a video, its code or a YouTube link (the server keeps the code). Messages are keys of the
 * helps namespace.
 */
export const helpFormSchema = z.object({
  title: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  description: z.string().max(2000, 'form.tooLong'),
  video: z.string().refine((v) => !v.trim() || helpVideoCode(v) !== null, 'form.invalidVideo'),
});
export type HelpForm = z.infer<typeof helpFormSchema>;

export const formOf = (record: Help | null): HelpForm => ({
  title: record?.title ?? '',
  description: record?.description ?? '',
  video: record?.video ?? '',
});

/** The server's order (title, then id) and its search (title or description, any case). */
export const byTitle = (a: Help, b: Help) => a.title.localeCompare(b.title) || a.id - b.id;

export function matchesSearch(record: Help, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || record.title.toLowerCase().includes(needle) || record.description.toLowerCase().includes(needle);
}
