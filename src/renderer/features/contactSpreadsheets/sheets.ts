import type { Contact } from '@shared/api/contact';
import { maskNumber } from '@shared/domain/lgpd';
import type { Cell } from '@renderer/ui';
import type { IgnoredRow } from './importRun';

export interface FieldLabels {
  name: string;
  number: string;
  email: string;
  tags: string;
}

/**
 * The backup's table (backup_contatos.xlsx): name, number, email, tags (names, comma separated, as
 * the import posts them) and one column per extra field, so the file imports back as it is. The
 * number is the stored digits, masked in the middle for a user who reads numbers masked (spec 1
 * §6: "exported file masked alike"); groups never are.
 */
export function contactsSheet(contacts: Contact[], labels: FieldLabels, masked: boolean) {
  const extraNames = [...new Set(contacts.flatMap((c) => c.extraInfo.map((e) => e.name)))];
  const headers = [labels.name, labels.number, labels.email, labels.tags, ...extraNames];
  const rows: Cell[][] = contacts.map((c) => [
    c.name,
    masked && !c.number.includes('*') ? maskNumber(c.number, c.isGroup) : c.number,
    c.email,
    c.tags.map((t) => t.name).join(', '),
    ...extraNames.map((name) => c.extraInfo.find((e) => e.name === name)?.value ?? ''),
  ]);
  return { headers, rows };
}

/** The ignored rows as they were in the sheet, with their line and reason after them, to fix and import again. */
export function ignoredSheet(
  headers: string[],
  ignored: IgnoredRow[],
  labels: { line: string; reason: string },
  reasonText: (row: IgnoredRow) => string,
) {
  return {
    headers: [...headers, labels.line, labels.reason],
    rows: ignored.map((row): Cell[] => [...headers.map((_, i) => row.row[i] ?? ''), row.line, reasonText(row)]),
  };
}
