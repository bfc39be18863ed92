import { describe, expect, it } from 'vitest';
import type { Contact } from '@shared/api/contact';
import { filtersKey, filtersOf, matchesFilters, NO_FILTERS } from './contactFilters';

const contact = (over: Partial<Contact> = {}): Contact => ({
  id: 1,
  name: 'Maria Souza',
  number: '5565999887766',
  email: 'maria@ex.com',
  urlPicture: null,
  active: true,
  isGroup: false,
  channel: 'whatsapp',
  tags: [{ id: 3, name: 'VIP', color: '#f00', kanban: 0 }],
  extraInfo: [],
  ...over,
});

describe('contact filters', () => {
  it('a contact changed elsewhere joins the list only when the server would list it', () => {
    expect(matchesFilters(contact(), NO_FILTERS)).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, search: 'souza' })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, search: '(65) 99988' })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, search: 'MARIA@' })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, search: 'joão' })).toBe(false);
    // A word holding digits is a name search, as on the server: the number's last digits do not match it.
    expect(matchesFilters(contact(), { ...NO_FILTERS, search: 'zz7766' })).toBe(false);
    expect(matchesFilters(contact(), { ...NO_FILTERS, tagIds: [3, 9] })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, tagIds: [9] })).toBe(false);
    expect(matchesFilters(contact(), { ...NO_FILTERS, channel: 'instagram' })).toBe(false);
    expect(matchesFilters(contact({ channel: undefined }), { ...NO_FILTERS, channel: 'whatsapp' })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, isGroup: false })).toBe(true);
    expect(matchesFilters(contact(), { ...NO_FILTERS, isGroup: true })).toBe(false);
    expect(matchesFilters(contact({ isGroup: true }), { ...NO_FILTERS, isGroup: true })).toBe(true);
  });

  it('the same filters make the same key, whatever the order of the tags; the key reads back', () => {
    const a = filtersKey({ search: ' ana ', tagIds: [2, 1], channel: null, isGroup: true });
    expect(a).toBe(filtersKey({ search: 'ana', tagIds: [1, 2], channel: null, isGroup: true }));
    expect(a).not.toBe(filtersKey({ search: 'ana', tagIds: [1, 2], channel: null, isGroup: false }));
    expect(filtersOf(a)).toEqual({ search: 'ana', tagIds: [1, 2], channel: null, isGroup: true });
  });
});
