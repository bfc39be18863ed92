import { withinWorkHours } from '@shared/domain/session';
import type { Weekday } from '@shared/domain/serviceHours';

/** Minutes since midnight of `date` on the wall clock of `timeZone`. */
export function minutesInZone(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Whether a user may work now (spec 1 §3 startWork/endWork, in the company's time zone). */
export function isWithinWorkHours(user: { startWork: string; endWork: string }, now: Date, timeZone: string): boolean {
  return withinWorkHours(user.startWork, user.endWork, minutesInZone(now, timeZone));
}

/** The weekday and minutes since midnight of `date` on the wall clock of `timeZone` (service hours). */
export function wallClock(date: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(date).toLowerCase() as Weekday;
  return { weekday, minutes: minutesInZone(date, timeZone) };
}
