/**
 * The date rules of the connection dialog (spec 2 §5 "Connection", §9), checked alike by the
 * dialog and the reference server: a collective-vacation message needs its start and end dates,
 * each no earlier than 10 days ago (and the end not before the start); importing old messages
 * needs a start date between 2 years ago and now, a recent-messages date between that start and
 * now, and the queue the imported tickets go to. Dates are `YYYY-MM-DD` (or any ISO date-time).
 */
export interface ConnectionDates {
  collectiveVacationMessage?: string | null;
  collectiveVacationStart?: string | null;
  collectiveVacationEnd?: string | null;
  enableImportMessage?: boolean | null;
  importOldMessages?: string | null;
  importRecentMessages?: string | null;
  queueIdImportMessages?: number | null;
}

export type ConnectionDateProblem =
  | 'required'
  | 'vacationTooOld'
  | 'vacationEndBeforeStart'
  | 'importOutOfRange'
  | 'importRecentOutOfRange'
  | 'invalidDate';

export const VACATION_MIN_DAYS_AGO = 10;
export const IMPORT_MAX_YEARS_AGO = 2;

const DAY = 86_400_000;

/** Midnight (UTC) of a date's day: the rules are about days, not the hour it is now. */
const dayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const parse = (s: string): number | null => {
  const t = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s);
  return Number.isNaN(t) ? null : dayOf(new Date(t));
};

export function connectionDateProblems(
  f: ConnectionDates,
  now: Date,
): Partial<Record<keyof ConnectionDates, ConnectionDateProblem>> {
  const out: Partial<Record<keyof ConnectionDates, ConnectionDateProblem>> = {};
  const today = dayOf(now);
  const date = (key: keyof ConnectionDates, required: boolean): number | null => {
    const raw = f[key];
    if (typeof raw !== 'string' || raw.trim() === '') {
      if (required) out[key] = 'required';
      return null;
    }
    const t = parse(raw.trim());
    if (t === null) out[key] = 'invalidDate';
    return t;
  };

  if (f.collectiveVacationMessage?.trim() || f.collectiveVacationStart || f.collectiveVacationEnd) {
    const needed = Boolean(f.collectiveVacationMessage?.trim());
    const start = date('collectiveVacationStart', needed);
    const end = date('collectiveVacationEnd', needed);
    const earliest = today - VACATION_MIN_DAYS_AGO * DAY;
    if (start !== null && start < earliest) out.collectiveVacationStart = 'vacationTooOld';
    if (end !== null && end < earliest) out.collectiveVacationEnd = 'vacationTooOld';
    else if (start !== null && end !== null && end < start) out.collectiveVacationEnd = 'vacationEndBeforeStart';
  }

  if (f.enableImportMessage) {
    const old = date('importOldMessages', true);
    const recent = date('importRecentMessages', false);
    const earliest = dayOf(
      new Date(Date.UTC(now.getUTCFullYear() - IMPORT_MAX_YEARS_AGO, now.getUTCMonth(), now.getUTCDate())),
    );
    if (old !== null && (old < earliest || old > today)) out.importOldMessages = 'importOutOfRange';
    if (recent !== null && (recent > today || (old !== null && recent < old)))
      out.importRecentMessages = 'importRecentOutOfRange';
    if (!f.queueIdImportMessages) out.queueIdImportMessages = 'required';
  }
  return out;
}

/**
 * Whether `today` (the company's local date, YYYY-MM-DD) falls within a connection's collective
 * vacation, both days included: then its vacation message answers customers (spec 2 §3).
 */
export function isOnVacation(f: ConnectionDates, today: string): boolean {
  const start = f.collectiveVacationStart?.slice(0, 10);
  const end = f.collectiveVacationEnd?.slice(0, 10);
  return Boolean(f.collectiveVacationMessage?.trim() && start && end && start <= today && today <= end);
}
