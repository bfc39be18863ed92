import type { Channel, Contact } from '@shared/api/contact';
import { phoneDigitsOf } from '@shared/domain/phoneSearch';

/**
 * What the contacts page lists: the search term (name, number or email), tags, a channel, and
 * groups or people only (isGroup; null for both).
 */
export interface ContactFilters {
  search: string;
  tagIds: number[];
  channel: Channel | null;
  isGroup: boolean | null;
}

export const NO_FILTERS: ContactFilters = { search: '', tagIds: [], channel: null, isGroup: null };

/** One string per filter set: the paged list starts again at page 1 when it changes. */
export const filtersKey = (f: ContactFilters) =>
  JSON.stringify([f.search.trim(), [...f.tagIds].sort(), f.channel, f.isGroup]);

export function filtersOf(key: string): ContactFilters {
  const [search, tagIds, channel, isGroup] = JSON.parse(key) as [string, number[], Channel | null, boolean | null];
  return { search, tagIds, channel, isGroup };
}

/** The server's order: by name (any case), then id. */
export const byName = (a: Contact, b: Contact) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/**
 * Whether a contact changed elsewhere belongs in the list as filtered, as the server would answer
 * (name, number or email contains the term; the number also by the digits of a phone-shaped term;
 * any of the tags).
 */
export function matchesFilters(contact: Contact, f: ContactFilters): boolean {
  const term = f.search.trim().toLowerCase();
  const digits = phoneDigitsOf(term);
  const text =
    !term ||
    contact.name.toLowerCase().includes(term) ||
    contact.number.toLowerCase().includes(term) ||
    (contact.email ?? '').toLowerCase().includes(term) ||
    (digits !== null && contact.number.includes(digits));
  const tagged = f.tagIds.length === 0 || contact.tags.some((t) => f.tagIds.includes(t.id));
  const channel = !f.channel || (contact.channel ?? 'whatsapp') === f.channel;
  const kind = f.isGroup === null || contact.isGroup === f.isGroup;
  return text && tagged && channel && kind;
}
