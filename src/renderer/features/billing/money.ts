/**
 * BRL as the spec shows it (spec 3 §9): Brazilian format, 2 decimals, whatever the interface
 * language. Built at the first amount shown, not on import: the module comes with the signed-in
 * layout (the due-date warning), and building a currency format cost 39 ms of the first row's
 * main thread (issue 18).
 */
let brl: Intl.NumberFormat | null = null;

export const formatBrl = (value: number) =>
  (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 })).format(value);

/** A YYYY-MM-DD (or timestamp) date as the user's language writes it, without moving it across time zones. */
export function formatDueDate(date: string | null, language: string): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(language, { timeZone: 'UTC' });
}

/** Today on this machine as YYYY-MM-DD (the invoices' due dates are calendar dates). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from today to a due date (0 on the day itself, negative once past). */
export function daysUntil(dueDate: string, today: string): number {
  const at = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10));
  return Math.round((at(dueDate.slice(0, 10)) - at(today)) / 86_400_000);
}
