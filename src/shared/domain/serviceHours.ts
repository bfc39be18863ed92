/**
 * Weekly service hours (spec 2 §3 "Schedule entry"): one entry per weekday, each with two shifts
 * A and B as HH:MM, kept by a connection, a queue or the company (which one counts is the company
 * setting scheduleType). The same rules check the editor's fields and the server's bodies, and
 * tell the chatbot whether a moment is within the hours.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The Portuguese day names deployed clients store in `weekday` (the client shows its own translation). */
export const WEEKDAY_NAMES_PT: Record<Weekday, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export interface ScheduleEntry {
  weekday: string;
  weekdayEn: Weekday;
  startTimeA: string;
  endTimeA: string;
  startTimeB: string;
  endTimeB: string;
}

/** Spec 2 §9: 08:00–12:00 and 13:00–18:00 on all seven days. */
export const DEFAULT_SHIFTS = {
  startTimeA: '08:00',
  endTimeA: '12:00',
  startTimeB: '13:00',
  endTimeB: '18:00',
} as const;

export function defaultWeeklyHours(): ScheduleEntry[] {
  return WEEKDAYS.map((weekdayEn) => ({ weekday: WEEKDAY_NAMES_PT[weekdayEn], weekdayEn, ...DEFAULT_SHIFTS }));
}

/** HH:MM from 00:00 to 23:59; the editor's ##:## mask writes it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an HH:MM, or null when it is not one. */
export function minutesOf(time: string): number | null {
  if (!TIME_PATTERN.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export type ShiftProblem = 'malformed' | 'startAfterEnd' | 'incomplete' | 'overlap';
export type EntryProblems = Partial<Record<'startTimeA' | 'endTimeA' | 'startTimeB' | 'endTimeB', ShiftProblem>>;

/**
 * What is wrong with one day's entry: each time well-formed (or blank), a shift given whole or
 * not at all (a blank shift is closed), its start before its end, and shift B after shift A.
 */
export function entryProblems(entry: Pick<ScheduleEntry, keyof typeof DEFAULT_SHIFTS>): EntryProblems {
  const problems: EntryProblems = {};
  const shift = (start: 'startTimeA' | 'startTimeB', end: 'endTimeA' | 'endTimeB') => {
    const s = entry[start].trim();
    const e = entry[end].trim();
    if (!s && !e) return null;
    if (!s || !e) {
      problems[s ? end : start] = 'incomplete';
      return null;
    }
    const a = minutesOf(s);
    const b = minutesOf(e);
    if (a === null) problems[start] = 'malformed';
    if (b === null) problems[end] = 'malformed';
    if (a === null || b === null) return null;
    if (a >= b) {
      problems[end] = 'startAfterEnd';
      return null;
    }
    return { a, b };
  };
  const first = shift('startTimeA', 'endTimeA');
  const second = shift('startTimeB', 'endTimeB');
  if (first && second && second.a < first.b) problems.startTimeB = 'overlap';
  return problems;
}

/**
 * Whether a moment (its weekday and minutes since midnight, on the company's wall clock) is within
 * the hours. No entries at all means no hours were set: always open. A day without an entry, or
 * with both shifts blank, is closed; an end time is exclusive.
 */
export function isWithinHours(schedules: readonly ScheduleEntry[], weekday: Weekday, minutes: number): boolean {
  if (schedules.length === 0) return true;
  const today = schedules.find((s) => s.weekdayEn === weekday);
  if (!today) return false;
  const inShift = (start: string, end: string) => {
    const a = minutesOf(start.trim());
    const b = minutesOf(end.trim());
    return a !== null && b !== null && minutes >= a && minutes < b;
  };
  return inShift(today.startTimeA, today.endTimeA) || inShift(today.startTimeB, today.endTimeB);
}

/** A week as stored: each day named in Portuguese when the client sent no name (deployed clients read `weekday`). */
export function namedWeek(days: readonly (Omit<ScheduleEntry, 'weekday'> & { weekday?: string })[]): ScheduleEntry[] {
  return days.map((d) => ({ ...d, weekday: d.weekday || WEEKDAY_NAMES_PT[d.weekdayEn] }));
}
