/*
 * A company's due date (spec 3 §3 "Companies"): plain calendar dates, YYYY-MM-DD, so a renewal or a
 * trial never shifts by a time zone. The server and the companies page share these.
 */
import { NEVER_EXPIRING_COMPANY_ID } from './constants';

const DAY = 86_400_000;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The calendar date at `now` in `timeZone`. */
export function dateInZone(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return iso(new Date(Date.UTC(y, m - 1, d) + days * DAY));
}

/** `months` later, on the same day or the month's last when it has no such day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/** Whole days from `today` to `due` (0 on the day, negative once past). */
export function daysUntil(due: string, today: string): number {
  const [a, b] = [parts(due), parts(today)];
  return Math.round((Date.UTC(a[0], a[1] - 1, a[2]) - Date.UTC(b[0], b[1] - 1, b[2])) / DAY);
}

export type DueState = 'ok' | 'soon' | 'expired';

/**
 * The row colour of the companies page: 'soon' with 1 to 5 days left, 'expired' with 0 or less;
 * company 1 never expires (spec 3 §6), nor a company without a due date.
 */
export function dueState(companyId: number, due: string | null | undefined, today: string): DueState {
  if (companyId === NEVER_EXPIRING_COMPANY_ID || !due || !/^\d{4}-\d{2}-\d{2}/.test(due)) return 'ok';
  const left = daysUntil(due.slice(0, 10), today);
  if (left <= 0) return 'expired';
  return left <= 5 ? 'soon' : 'ok';
}
