import { z } from 'zod';
import type { TagRecord } from '@shared/api/tag';

/**
 * The tag dialog (spec 2 §5 "Tag": name required 'Obrigatório', at least 3 characters 'Mensagem
 * muito curta'), its colour and whether it is a kanban lane. Messages are keys of the tags namespace.
 */
export const tagFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').min(3, 'form.tooShort').max(100, 'form.tooLong'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'form.badColor'),
  kanban: z.boolean(),
});
export type TagForm = z.infer<typeof tagFormSchema>;

/** A new tag gets a random colour (spec 2 §3), which the user may change before saving. */
export const randomTagColor = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;

/** The form of a tag, or of a new one (a kanban lane when added from the tag-column manager). */
export const formOf = (record: TagRecord | null, lane = false): TagForm => ({
  name: record?.name ?? '',
  color: record?.color ?? randomTagColor(),
  kanban: record ? record.kanban === 1 : lane,
});

/** The server's order (name, then id) and its search (the name, any case). */
export const byName = (a: TagRecord, b: TagRecord) => a.name.localeCompare(b.name) || a.id - b.id;

export const matchesSearch = (record: TagRecord, term: string) =>
  !term.trim() || record.name.toLowerCase().includes(term.trim().toLowerCase());
