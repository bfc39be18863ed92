import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  isImportFileName,
  mappingProblem,
  planImport,
  rowToContact,
  takenField,
  type ColumnMapping,
} from './contactImport';

const headers = ['Nome', 'Número', 'Email', 'Tags', 'Cidade'];
const mapping: ColumnMapping = ['name', 'number', 'email', 'tags', 'extra'];

describe('contact import mapping', () => {
  it("guesses the columns from the export's headers in every language and from usual ones", () => {
    expect(guessMapping(headers)).toEqual(['name', 'number', 'email', 'tags', null]);
    expect(guessMapping(['Name', 'Number', 'Email', 'Tags'])).toEqual(['name', 'number', 'email', 'tags']);
    expect(guessMapping(['Nombre', 'Número', 'Email', 'Etiquetas'])).toEqual(['name', 'number', 'email', 'tags']);
    expect(guessMapping(['Ad', 'Numara', 'E-posta', 'Etiketler'])).toEqual(['name', 'number', 'email', 'tags']);
    expect(guessMapping(['  TELEFONE ', 'cliente', 'x'])).toEqual(['number', 'name', null]);
    // A field goes to the first column naming it, once.
    expect(guessMapping(['Nome', 'nome'])).toEqual(['name', null]);
  });

  it('refuses a field a second column already has, except extra fields', () => {
    expect(takenField(mapping, 4, 'name')).toBe('name');
    expect(takenField(mapping, 0, 'name')).toBeNull();
    expect(takenField(['extra', null], 1, 'extra')).toBeNull();
    expect(takenField(mapping, 4, null)).toBeNull();
  });

  it("says the spec's problems in its order: number, name, then the selection", () => {
    expect(mappingProblem([null, null], 3)).toBe('numberNotMapped');
    expect(mappingProblem([null, 'number'], 3)).toBe('nameNotMapped');
    expect(mappingProblem(['name', 'number'], 0)).toBe('noneSelected');
    expect(mappingProblem(['name', 'number'], 1)).toBeNull();
  });

  it('takes one file of xls, xlsx, csv or txt', () => {
    for (const name of ['a.xls', 'b.XLSX', 'c.csv', 'd.txt']) expect(isImportFileName(name)).toBe(true);
    for (const name of ['a.pdf', 'xlsx', 'a.xlsx.exe', '']) expect(isImportFileName(name)).toBe(false);
  });
});

describe('a row as a contact', () => {
  it('keeps the digits of the number, the email, the tags and the extra fields', () => {
    expect(
      rowToContact(['  Ana ', '+55 (65) 99999-0001', 'ana@x.com', 'VIP, Novo', 'Cuiabá'], headers, mapping),
    ).toEqual({
      contact: {
        name: 'Ana',
        number: '5565999990001',
        email: 'ana@x.com',
        tags: 'VIP, Novo',
        extraInfo: [{ name: 'Cidade', value: 'Cuiabá' }],
      },
    });
  });

  it('ignores a row lacking number or name, or with a bad number or email', () => {
    const read = (row: string[]) => rowToContact(row, headers, mapping);
    expect(read(['Ana', '', '', '', ''])).toEqual({ ignored: 'noNumber' });
    expect(read(['', '5565999990001', '', '', ''])).toEqual({ ignored: 'noName' });
    expect(read(['Ana', '1234567', '', '', ''])).toEqual({ ignored: 'invalidNumber' });
    expect(read(['Ana', '1'.repeat(51), '', '', ''])).toEqual({ ignored: 'invalidNumber' });
    // A number masked by an LGPD export.
    expect(read(['Ana', '556599**-**01', '', '', ''])).toEqual({ ignored: 'invalidNumber' });
    expect(read(['Ana', '5565999990001', 'ana@', '', ''])).toEqual({ ignored: 'invalidEmail' });
  });

  it('plans the selected rows in order, a number repeated in the file ignored after its first row', () => {
    const rows = [
      ['Ana', '5565999990001', '', '', ''],
      ['Bia', '', '', '', ''],
      ['Ana de novo', '+55 65 99999-0001', '', '', ''],
      ['Caio', '5565999990003', '', '', ''],
    ];
    const plan = planImport(headers, rows, mapping, [3, 2, 1, 0]);
    expect(plan.map((p) => [p.line, 'ignored' in p ? p.ignored : p.contact.name])).toEqual([
      [2, 'Ana'],
      [3, 'noNumber'],
      [4, 'duplicateInFile'],
      [5, 'Caio'],
    ]);
    expect(planImport(headers, rows, mapping, [3]).map((p) => p.line)).toEqual([5]);
  });
});
