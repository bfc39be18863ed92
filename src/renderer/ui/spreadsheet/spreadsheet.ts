/**
 * Reading and writing spreadsheets, for every import and export of the app (contacts, contact
 * lists, the dashboard's and the reports' exports). SheetJS (@e965/xlsx: the SheetJS releases
 * republished to npm; the `xlsx` package on npm stopped at 0.18.5, which has open advisories) is
 * the one library here that reads xls as well as xlsx, csv and txt and writes xlsx. It is large, so
 * it loads only when a file is read or written, never with the screen.
 */

/** A cell as the app writes it: text, a number, or empty. */
export type Cell = string | number | null | undefined;

export interface SheetData {
  /** The first row of the sheet, as text ('' for an empty header cell). */
  headers: string[];
  /** Every following row that has at least one non-empty cell, as text, as long as the headers. */
  rows: string[][];
}

const loadSheetJs = () => import('@e965/xlsx');

/**
 * Builds an .xlsx file with one sheet: a header row, then the rows (one cell per header, in
 * order). Returns the file's bytes for the platform's saveFile.
 */
export async function writeXlsx(
  sheetName: string,
  headers: string[],
  rows: Cell[][],
): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await loadSheetJs();
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows.map((row) => row.map((cell) => cell ?? ''))]);
  const book = XLSX.utils.book_new();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  XLSX.utils.book_append_sheet(book, sheet, sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const out = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Uint8Array(out);
}

/**
 * Reads the first sheet of an xls, xlsx, csv or txt file. Every cell comes back as the text the
 * spreadsheet shows (a phone number typed as a number stays digits, not 5.5e12); rows with no text
 * at all are dropped. Throws when the bytes are not a spreadsheet.
 */
export async function readSpreadsheet(data: ArrayBuffer, fileName: string): Promise<SheetData> {
  const XLSX = await loadSheetJs();
  const isText = /\.(csv|txt)$/i.test(fileName);
  const book = isText
    ? // Text files are read as UTF-8 (what spreadsheets export today), so accents survive.
      XLSX.read(new TextDecoder().decode(data), { type: 'string', raw: true })
    : XLSX.read(data, { type: 'array', cellDates: true });
  const firstName = book.SheetNames[0];
  const first = firstName === undefined ? undefined : book.Sheets[firstName];
  if (!first) return { headers: [], rows: [] };
  // Raw values, not the formatted text: a General-formatted phone number shows as 5.5E+12.
  const table = XLSX.utils.sheet_to_json<unknown[]>(first, { header: 1, raw: true, defval: '', blankrows: false });
  const [head = [], ...body] = table;
  const width = Math.max(head.length, ...body.map((row) => row.length));
  const text = (row: unknown[]) => Array.from({ length: width }, (_, i) => cellText(row[i]));
  return {
    headers: text(head),
    rows: body.map(text).filter((row) => row.some((cell) => cell !== '')),
  };
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}
