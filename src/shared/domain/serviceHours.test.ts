import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours, entryProblems, isWithinHours, type ScheduleEntry } from './serviceHours';

const day = (shifts: Partial<ScheduleEntry>): ScheduleEntry => ({
  weekday: 'Segunda-feira',
  weekdayEn: 'monday',
  startTimeA: '',
  endTimeA: '',
  startTimeB: '',
  endTimeB: '',
  ...shifts,
});

describe('weekly service hours (spec 2 §3, §9)', () => {
  it('defaults to 08:00–12:00 and 13:00–18:00 on all seven days', () => {
    const week = defaultWeeklyHours();
    expect(week.map((d) => d.weekdayEn)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(new Set(week.map((d) => `${d.startTimeA}-${d.endTimeA} ${d.startTimeB}-${d.endTimeB}`))).toEqual(
      new Set(['08:00-12:00 13:00-18:00']),
    );
  });

  it('a shift is whole or blank, well-formed, its start before its end, B after A', () => {
    expect(entryProblems(day({ startTimeA: '08:00', endTimeA: '12:00' }))).toEqual({});
    expect(entryProblems(day({}))).toEqual({});
    expect(entryProblems(day({ startTimeA: '8:00', endTimeA: '24:00' }))).toEqual({
      startTimeA: 'malformed',
      endTimeA: 'malformed',
    });
    expect(entryProblems(day({ startTimeA: '12:00', endTimeA: '12:00' }))).toEqual({ endTimeA: 'startAfterEnd' });
    expect(entryProblems(day({ startTimeB: '13:00' }))).toEqual({ endTimeB: 'incomplete' });
    expect(
      entryProblems(day({ startTimeA: '08:00', endTimeA: '14:00', startTimeB: '13:00', endTimeB: '18:00' })),
    ).toEqual({
      startTimeB: 'overlap',
    });
  });

  it('is within the hours inside a shift (end exclusive); a day left out or blank is closed; no week is always open', () => {
    const week = [day({ startTimeA: '08:00', endTimeA: '12:00', startTimeB: '13:00', endTimeB: '18:00' })];
    expect(isWithinHours(week, 'monday', 8 * 60)).toBe(true);
    expect(isWithinHours(week, 'monday', 12 * 60)).toBe(false);
    expect(isWithinHours(week, 'monday', 17 * 60 + 59)).toBe(true);
    expect(isWithinHours(week, 'tuesday', 9 * 60)).toBe(false);
    expect(isWithinHours([day({})], 'monday', 9 * 60)).toBe(false);
    expect(isWithinHours([], 'sunday', 3 * 60)).toBe(true);
  });
});
