import { describe, expect, it } from 'vitest';
import { columnsOf, sheetItems } from './sheetItems';

describe('a contact list sheet', () => {
  it('finds the columns by their headers, in any order and language, or takes the template’s order', () => {
    expect(columnsOf(['E-mail', 'Número', 'Nome'])).toEqual({ name: 2, number: 1, email: 0 });
    expect(columnsOf(['Name', 'Phone'])).toEqual({ name: 0, number: 1, email: -1 });
    expect(columnsOf(['Maria', '5565999887766', 'maria@ex.com'])).toEqual({ name: 0, number: 1, email: 2 });
  });

  it('reads each row as an entry with digits only, and leaves out a row without name or number', () => {
    const items = sheetItems({
      headers: ['nome', 'numero', 'email'],
      rows: [
        ['Maria', '+55 (65) 99988-7766', 'maria@ex.com'],
        ['', '5565911112222', ''],
        ['João', '', ''],
      ],
    });
    expect(items).toEqual([
      { row: 2, name: 'Maria', number: '5565999887766', email: 'maria@ex.com' },
      { row: 3, skipped: 'noName' },
      { row: 4, skipped: 'noNumber' },
    ]);
  });
});
