/**
 * The plan customisation of the checkout (spec 3 §9): 3 users and 3 connections by default and at
 * least; 49 BRL a month, plus 11 per user and 20 per connection over 3. The client shows it live
 * and the server computes it again from the counts: the price a client sends is never trusted.
 */
export const SUBSCRIPTION_PRICING = {
  minimumUsers: 3,
  minimumConnections: 3,
  basePrice: 49,
  perExtraUser: 11,
  perExtraConnection: 20,
} as const;

export function subscriptionPrice(users: number, connections: number): number {
  const p = SUBSCRIPTION_PRICING;
  return (
    p.basePrice +
    Math.max(0, users - p.minimumUsers) * p.perExtraUser +
    Math.max(0, connections - p.minimumConnections) * p.perExtraConnection
  );
}

/** An invoice as the finance screens show it: paid, open, or open past its due date (overdue). */
export type InvoiceState = 'open' | 'paid' | 'overdue';

/** `today` and `dueDate` as YYYY-MM-DD (a timestamp's date part is read); anything not 'paid' is open. */
export function invoiceState(status: string, dueDate: string | null, today: string): InvoiceState {
  if (status === 'paid') return 'paid';
  return dueDate && dueDate.slice(0, 10) < today ? 'overdue' : 'open';
}

/** Months a company's recurrence renews it by (Whaticket's MENSAL … ANUAL; the seed's 'monthly'); 1 otherwise. */
export function recurrenceMonths(recurrence: string | null): number {
  const months: Record<string, number> = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };
  const key = (recurrence ?? '').trim().toUpperCase();
  if (key === 'MONTHLY') return 1;
  if (key === 'YEARLY' || key === 'ANNUAL') return 12;
  return months[key] ?? 1;
}

/**
 * The due date after a payment: `months` later than the later of today and the current due date
 * (YYYY-MM-DD), so paying early loses no day and paying late starts from today. The 31st of a
 * month into a shorter one lands on that month's last day.
 */
export function extendDueDate(current: string | null, today: string, months: number): string {
  const from = current && current.slice(0, 10) > today ? current.slice(0, 10) : today;
  const [y, m, d] = from.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
