import type { WeeklyHoursInput } from '@shared/api/serviceHours';
import {
  defaultWeeklyHours,
  entryProblems,
  WEEKDAY_NAMES_PT,
  WEEKDAYS,
  type EntryProblems,
  type ScheduleEntry,
} from '@shared/domain/serviceHours';

/** The seven days as the editor holds them, Monday first. */
export type WeeklyHours = ScheduleEntry[];

/**
 * The editor's week from what a connection, queue or company has: none set yet gives the spec's
 * defaults (spec 2 §9); a stored week gets a blank (closed) entry for any day it left out.
 */
export function weeklyHoursOf(stored: readonly Partial<ScheduleEntry>[] | null | undefined): WeeklyHours {
  if (!stored || stored.length === 0) return defaultWeeklyHours();
  return WEEKDAYS.map((weekdayEn) => {
    const day = stored.find((d) => d.weekdayEn === weekdayEn);
    return {
      weekday: WEEKDAY_NAMES_PT[weekdayEn],
      weekdayEn,
      startTimeA: day?.startTimeA ?? '',
      endTimeA: day?.endTimeA ?? '',
      startTimeB: day?.startTimeB ?? '',
      endTimeB: day?.endTimeB ?? '',
    };
  });
}

/** The problems of each day (domain/serviceHours.ts), by weekday; empty when the week can be saved. */
export function weeklyHoursProblems(week: WeeklyHours): Partial<Record<ScheduleEntry['weekdayEn'], EntryProblems>> {
  const out: Partial<Record<ScheduleEntry['weekdayEn'], EntryProblems>> = {};
  for (const day of week) {
    const problems = entryProblems(day);
    if (Object.keys(problems).length > 0) out[day.weekdayEn] = problems;
  }
  return out;
}

export function weeklyHoursValid(week: WeeklyHours): boolean {
  return Object.keys(weeklyHoursProblems(week)).length === 0;
}

/** What the backends take (`schedules`): every day, times trimmed. */
export function weeklyHoursBody(week: WeeklyHours): WeeklyHoursInput {
  return week.map((d) => ({
    weekday: d.weekday,
    weekdayEn: d.weekdayEn,
    startTimeA: d.startTimeA.trim(),
    endTimeA: d.endTimeA.trim(),
    startTimeB: d.startTimeB.trim(),
    endTimeB: d.endTimeB.trim(),
  }));
}

/** The ##:## mask of spec 2 §5 "Time fields": digits only, a colon after the hours, four digits at most. */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
