import { LIMITS, NEVER_EXPIRING_COMPANY_ID } from './constants';

const DAY_MS = 86_400_000;

export type SubscriptionState =
  | { kind: 'active' }
  | { kind: 'expiring'; daysLeft: number }
  | { kind: 'expired' };

/** Subscription state at login (spec 1 §2): expired → /financeiro-aberto; under 5 days → warning. */
export function subscriptionState(companyId: number, dueDate: string | null, now: Date): SubscriptionState {
  if (companyId === NEVER_EXPIRING_COMPANY_ID || !dueDate) return { kind: 'active' };
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return { kind: 'active' };
  const diff = due.getTime() - now.getTime();
  if (diff < 0) return { kind: 'expired' };
  // "Fewer than 5 days" compares the time left itself; rounding first would hide 4.5 days as 5.
  if (diff >= LIMITS.subscriptionWarningDays * DAY_MS) return { kind: 'active' };
  // Shown to the user: a partial day still counts as a day left.
  return { kind: 'expiring', daysLeft: Math.ceil(diff / DAY_MS) };
}

/** Minutes since midnight of an 'HH:mm' string, or null when it is not one. */
function minutesOf(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Whether `now` (minutes since midnight in the company's zone) falls inside startWork–endWork. */
export function withinWorkHours(startWork: string, endWork: string, nowMinutes: number): boolean {
  const start = minutesOf(startWork) ?? 0;
  const end = minutesOf(endWork) ?? 23 * 60 + 59;
  if (start <= end) return nowMinutes >= start && nowMinutes <= end;
  // A shift across midnight (e.g. 22:00–06:00).
  return nowMinutes >= start || nowMinutes <= end;
}

/** The route the uuid parameter must redirect to: the literal 'undefined' goes to /tickets. */
export function ticketRouteFor(uuid: string | undefined): string | null {
  if (uuid === 'undefined') return '/tickets';
  return null;
}
