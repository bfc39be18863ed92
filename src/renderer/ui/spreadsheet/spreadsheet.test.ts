import { describe, expect, it } from 'vitest';
import { readSpreadsheet, writeXlsx } from './spreadsheet';

const buffer = (bytes: Uint8Array<ArrayBuffer>) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);

describe('spreadsheets', () => {
  it('reads back what it wrote: headers, text, numbers as digits, empty cells', async () => {
    const bytes = await writeXlsx(
      'Contatos',
      ['Nome', 'Número', 'Email'],
      [
        ['Ana Souza', '5511999990001', 'ana@x.com'],
        ['Bruno', 5511999990002, null],
      ],
    );
    const sheet = await readSpreadsheet(buffer(bytes), 'backup_contatos.xlsx');
    expect(sheet.headers).toEqual(['Nome', 'Número', 'Email']);
    expect(sheet.rows).toEqual([
      ['Ana Souza', '5511999990001', 'ana@x.com'],
      ['Bruno', '5511999990002', ''],
    ]);
  });

  it('reads a csv as UTF-8 and drops empty rows', async () => {
    const csv = new TextEncoder().encode('name,number\nJoão Ávila,5511988887777\n,\nZé,123\n');
    const sheet = await readSpreadsheet(csv.buffer, 'contatos.csv');
    expect(sheet.headers).toEqual(['name', 'number']);
    expect(sheet.rows).toEqual([
      ['João Ávila', '5511988887777'],
      ['Zé', '123'],
    ]);
  });
});
