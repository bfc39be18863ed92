import type { SheetData } from '@renderer/ui';

/** An entry read from a sheet, or why its row is left out. */
export type SheetItem =
  { row: number; name: string; number: string; email: string } | { row: number; skipped: 'noName' | 'noNumber' };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^a-z]/g, '');

/** Header names deployed sheets use for each field (Whaticket's list template: nome, numero, email). */
const HEADERS = {
  name: ['nome', 'name', 'nombre', 'isim', 'ad'],
  number: ['numero', 'number', 'telefone', 'phone', 'celular', 'whatsapp', 'telefono', 'numara'],
  email: ['email', 'mail', 'correo', 'eposta'],
} as const;

/** Which column holds each field, by its header; without headers the first three columns, as the template. */
export function columnsOf(headers: string[]): { name: number; number: number; email: number } {
  const find = (names: readonly string[]) => headers.findIndex((h) => names.includes(fold(h)));
  const found = { name: find(HEADERS.name), number: find(HEADERS.number), email: find(HEADERS.email) };
  return found.name === -1 && found.number === -1 ? { name: 0, number: 1, email: 2 } : found;
}

/**
 * The sheet's rows as entries (spec 3 §5: a row lacking name or number is left out), each with its
 * row number as the spreadsheet shows it (the header is row 1).
 */
export function sheetItems(sheet: SheetData): SheetItem[] {
  const at = columnsOf(sheet.headers);
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  return sheet.rows.map((r, i) => {
    const row = i + 2;
    const name = cell(r, at.name);
    const number = cell(r, at.number).replace(/\D/g, '');
    if (!name) return { row, skipped: 'noName' };
    if (!number) return { row, skipped: 'noNumber' };
    return { row, name, number, email: cell(r, at.email) };
  });
}
