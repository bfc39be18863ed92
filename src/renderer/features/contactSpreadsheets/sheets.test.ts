import { describe, expect, it } from 'vitest';
import { contactSchema } from '@shared/api/contact';
import { guessMapping, planImport } from '@shared/domain/contactImport';
import { contactsSheet, ignoredSheet } from './sheets';

const labels = { name: 'Nome', number: 'Número', email: 'Email', tags: 'Tags' };
const contacts = [
  contactSchema.parse({
    id: 1,
    name: 'Ana',
    number: '5565999990001',
    email: 'ana@x.com',
    tags: [
      { id: 1, name: 'VIP', color: '#000000' },
      { id: 2, name: 'Novo', color: '#000000' },
    ],
    extraInfo: [{ name: 'Cidade', value: 'Cuiabá' }],
  }),
  contactSchema.parse({ id: 2, name: 'Grupo', number: '120363000000000001', isGroup: true }),
];

describe('the contacts backup', () => {
  it('writes name, number, email, tags and the extra fields, and reads back as the same contacts', () => {
    const sheet = contactsSheet(contacts, labels, false);
    expect(sheet.headers).toEqual(['Nome', 'Número', 'Email', 'Tags', 'Cidade']);
    expect(sheet.rows[0]).toEqual(['Ana', '5565999990001', 'ana@x.com', 'VIP, Novo', 'Cuiabá']);
    const text = sheet.rows.map((r) => r.map((c) => String(c ?? '')));
    const mapping = guessMapping(sheet.headers).map((f, i) => (i === 4 ? 'extra' : f));
    const plan = planImport(sheet.headers, text, mapping, [0, 1]);
    expect(plan[0]).toMatchObject({
      contact: {
        name: 'Ana',
        number: '5565999990001',
        tags: 'VIP, Novo',
        extraInfo: [{ name: 'Cidade', value: 'Cuiabá' }],
      },
    });
  });

  it('masks the numbers of a user who reads them masked, never a group', () => {
    const sheet = contactsSheet(contacts, labels, true);
    expect(sheet.rows.map((r) => r[1])).toEqual(['5565999**-**01', '120363000000000001']);
  });

  it('lists the ignored rows as they were, with their line and reason', () => {
    const sheet = ignoredSheet(
      ['Nome', 'Número'],
      [{ line: 3, row: ['Bia', ''], reason: 'noNumber' }],
      { line: 'Linha', reason: 'Motivo' },
      (r) => r.reason,
    );
    expect(sheet).toEqual({ headers: ['Nome', 'Número', 'Linha', 'Motivo'], rows: [['Bia', '', 3, 'noNumber']] });
  });
});
