import { z } from 'zod';
import type { ContactList, ContactListItem } from '@shared/api/contactList';

// Spec 3 §5: names 2–50, number 8–50 digits, a valid email; the messages are translation keys.
const name = z.string().trim().min(1, 'errors.required').min(2, 'errors.tooShort').max(50, 'errors.tooLong');

export const listFormSchema = z.object({ name });
export type ListForm = z.infer<typeof listFormSchema>;

export const itemFormSchema = z.object({
  name,
  number: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .refine((v) => v.replace(/\D/g, '').length >= 8, 'errors.tooShort')
    .refine((v) => v.replace(/\D/g, '').length <= 50, 'errors.tooLong'),
  email: z.union([z.literal(''), z.email('errors.email')]),
});
export type ItemForm = z.infer<typeof itemFormSchema>;

export const itemFormOf = (row: ContactListItem | null): ItemForm => ({
  name: row?.name ?? '',
  number: row?.number ?? '',
  email: row?.email ?? '',
});

/** The server's order: by name (any case), then id. */
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether a list changed elsewhere belongs to the search shown (the server: name contains the term). */
export const listMatches = (row: ContactList, search: string) =>
  !search.trim() || fold(row.name).includes(fold(search.trim()));

/** Whether an entry changed elsewhere belongs to the search shown (name, number or email contains it). */
export const itemMatches = (row: ContactListItem, search: string) => {
  const term = fold(search.trim());
  return !term || [row.name, row.number, row.email].some((v) => fold(v).includes(term));
};
