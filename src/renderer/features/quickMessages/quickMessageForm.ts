import { z } from 'zod';
import type { QuickMessage } from '@shared/api/quickMessage';

/**
 * The quick-reply dialog (spec 2 §5): shortcode required ('Obrigatório'). Messages are keys of the
 * quickMessages namespace. No maximum here: the spec gives none, the server's (100) comes back on
 * the field.
 */
export const quickMessageFormSchema = z.object({
  shortcode: z.string().trim().min(1, 'dialog.required'),
  message: z.string(),
  status: z.boolean(),
  geral: z.boolean(),
  visao: z.boolean(),
});
export type QuickMessageForm = z.infer<typeof quickMessageFormSchema>;

/** A new reply is active (spec 3 §5: status defaults to true), private and view-only for others. */
export function formOf(record: QuickMessage | null): QuickMessageForm {
  return {
    shortcode: record?.shortcode ?? '',
    message: record?.message ?? '',
    status: record?.status ?? true,
    geral: record?.geral ?? false,
    visao: record?.visao ?? true,
  };
}

/**
 * Whether a user may change a reply, as the reference server decides (routes/quickMessages.ts):
 * admins and its owner always; others a general one not marked view-only.
 */
export function mayEdit(user: { id: number; profile: string }, record: QuickMessage): boolean {
  return user.profile === 'admin' || record.userId === user.id || (record.geral && !record.visao);
}

/** The server's order (shortcode, then id) and its search (shortcode or message, any case). */
export const byShortcode = (a: QuickMessage, b: QuickMessage) =>
  a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : a.id - b.id;

export function matchesSearch(record: QuickMessage, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || record.shortcode.toLowerCase().includes(needle) || record.message.toLowerCase().includes(needle);
}
