/**
 * Contact import and export (spec 3 "Contact import", §5, §9; spec 1 §5, §9): the constants, the
 * column mapping with its checks, and how a spreadsheet row becomes a contact or a reason to
 * ignore it. Pure: the import page, its tests and the bench share it.
 */

export const CONTACT_SPREADSHEETS = {
  /** The export's file name and page size (spec 1 §9: pages of 20, backup_contatos.xlsx). */
  backupFileName: 'backup_contatos.xlsx',
  exportPageSize: 20,
  /** One contact posted per 330 ms (spec 3 §7 "Contacts import"). */
  paceMs: 330,
  /** The run's progress is told every 5 rows (spec 3 §9). */
  progressEvery: 5,
  /** The file of the rows a run ignored, with the reason. */
  ignoredFileName: 'contatos_ignorados.xlsx',
  /** Files the drop page takes (spec 3 "Contact import"). */
  extensions: ['xls', 'xlsx', 'csv', 'txt'],
  /** A number is 8 to 50 digits (spec 1 §5 "Contact form"). */
  numberMin: 8,
  numberMax: 50,
  nameMax: 250,
} as const;

/** What a spreadsheet column may fill. `extra`: an extra info field named after the column's header. */
export type ImportField = 'name' | 'number' | 'email' | 'tags' | 'extra';
/** The field chosen for each column (by column index), null when the column is left out. */
export type ColumnMapping = (ImportField | null)[];

/** Fields a single column at most may fill ('O campo X já foi selecionado.'); extra fields are many. */
export const SINGLE_FIELDS = ['name', 'number', 'email', 'tags'] as const satisfies readonly ImportField[];

/** The spec's messages (spec 3 §5, §8), as keys the page translates. */
export type MappingProblem = 'numberNotMapped' | 'nameNotMapped' | 'noneSelected';

/** Why a row was not imported. */
export type IgnoreReason =
  'noName' | 'noNumber' | 'invalidNumber' | 'invalidEmail' | 'duplicateInFile' | 'duplicate' | 'failed';

/** The body of POST /contactsImport for one row. */
export interface ImportContact {
  name: string;
  number: string;
  email: string;
  /** Tag names, comma separated (as deployed backends split them). */
  tags: string;
  extraInfo: { name: string; value: string }[];
}

/** A row as the run sees it: its spreadsheet line (1 = header), and the contact or why not. */
export type PlannedRow =
  { line: number; row: string[]; contact: ImportContact } | { line: number; row: string[]; ignored: IgnoreReason };

// Headers the export writes in each language, and the usual ones of other spreadsheets.
const HEADER_WORDS: Record<Exclude<ImportField, 'extra'>, string[]> = {
  name: ['nome', 'name', 'nombre', 'ad', 'isim', 'ad soyad', 'contato', 'contact', 'cliente'],
  number: [
    'numero',
    'number',
    'telefone',
    'phone',
    'telefono',
    'celular',
    'whatsapp',
    'fone',
    'mobile',
    'telefon',
    'numara',
    'telefon numarasi',
  ],
  email: ['email', 'e-mail', 'correo', 'correo electronico', 'e-posta', 'eposta', 'mail'],
  tags: ['tags', 'tag', 'etiquetas', 'etiqueta', 'etiketler', 'etiket'],
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A first mapping from the headers: each field to the first column whose header names it. */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = headers.map(() => null);
  for (const field of SINGLE_FIELDS) {
    const words = HEADER_WORDS[field];
    const column = headers.findIndex((h, i) => mapping[i] === null && words.includes(fold(h)));
    if (column >= 0) mapping[column] = field;
  }
  return mapping;
}

/** The field `column` cannot take because another column has it already, or null when it may. */
export function takenField(mapping: ColumnMapping, column: number, field: ImportField | null): ImportField | null {
  if (field === null || field === 'extra') return null;
  return mapping.some((f, i) => i !== column && f === field) ? field : null;
}

/** What stops a run from starting, in the spec's order: number, then name, then the selection. */
export function mappingProblem(mapping: ColumnMapping, selectedRows: number): MappingProblem | null {
  if (!mapping.includes('number')) return 'numberNotMapped';
  if (!mapping.includes('name')) return 'nameNotMapped';
  if (selectedRows === 0) return 'noneSelected';
  return null;
}

/** A number as stored: its digits (spaces, '+', brackets and dashes of a typed number dropped). */
export const numberDigits = (text: string) => text.replace(/\D/g, '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One row read through the mapping: the contact to post, or why it is ignored. */
export function rowToContact(
  row: string[],
  headers: string[],
  mapping: ColumnMapping,
): { contact: ImportContact } | { ignored: IgnoreReason } {
  const cell = (field: ImportField) => {
    const column = mapping.indexOf(field);
    return column >= 0 ? (row[column] ?? '').trim() : '';
  };
  const name = cell('name').slice(0, CONTACT_SPREADSHEETS.nameMax);
  const typed = cell('number');
  if (!typed) return { ignored: 'noNumber' };
  if (!name) return { ignored: 'noName' };
  const number = numberDigits(typed);
  // A masked number (an LGPD export, '5565****-**34') stands for no number at all.
  if (
    typed.includes('*') ||
    number.length < CONTACT_SPREADSHEETS.numberMin ||
    number.length > CONTACT_SPREADSHEETS.numberMax
  )
    return { ignored: 'invalidNumber' };
  const email = cell('email');
  if (email && !EMAIL.test(email)) return { ignored: 'invalidEmail' };
  const extraInfo = mapping.flatMap((field, i) =>
    field === 'extra' && (row[i] ?? '').trim() !== ''
      ? [{ name: (headers[i] ?? '').trim() || `#${i + 1}`, value: (row[i] ?? '').trim() }]
      : [],
  );
  return { contact: { name, number, email, tags: cell('tags'), extraInfo } };
}

/**
 * The run's plan for the selected rows (indexes into `rows`): each row's contact or reason, a
 * number met earlier in the same file ignored as a duplicate, so one run never posts it twice.
 */
export function planImport(
  headers: string[],
  rows: string[][],
  mapping: ColumnMapping,
  selected: Iterable<number>,
): PlannedRow[] {
  const seen = new Set<string>();
  const plan: PlannedRow[] = [];
  for (const index of [...selected].sort((a, b) => a - b)) {
    const row = rows[index];
    if (!row) continue;
    // Line 1 is the header row.
    const line = index + 2;
    const read = rowToContact(row, headers, mapping);
    if ('ignored' in read) plan.push({ line, row, ignored: read.ignored });
    else if (seen.has(read.contact.number)) plan.push({ line, row, ignored: 'duplicateInFile' });
    else {
      seen.add(read.contact.number);
      plan.push({ line, row, contact: read.contact });
    }
  }
  return plan;
}

/** Whether a file name is one the import page takes (xls, xlsx, csv, txt). */
export function isImportFileName(name: string): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext !== undefined && (CONTACT_SPREADSHEETS.extensions as readonly string[]).includes(ext);
}
