import { describe, expect, it } from 'vitest';
import { maskTime, weeklyHoursBody, weeklyHoursOf, weeklyHoursProblems, weeklyHoursValid } from './weeklyHoursForm';

describe('the weekly hours form', () => {
  it('starts from the spec defaults when nothing is set, and fills a stored week to seven days', () => {
    const fresh = weeklyHoursOf([]);
    expect(fresh).toHaveLength(7);
    expect(fresh[6]).toMatchObject({
      weekdayEn: 'sunday',
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '18:00',
    });
    const stored = weeklyHoursOf([{ weekdayEn: 'friday', startTimeA: '09:00', endTimeA: '17:00' }]);
    expect(stored.find((d) => d.weekdayEn === 'friday')).toMatchObject({
      startTimeA: '09:00',
      endTimeA: '17:00',
      startTimeB: '',
    });
    expect(stored.find((d) => d.weekdayEn === 'monday')).toMatchObject({ startTimeA: '', endTimeA: '' });
  });

  it('types through the ##:## mask', () => {
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('08:3')).toBe('08:3');
    expect(maskTime('08')).toBe('08');
    expect(maskTime('12a:345')).toBe('12:34');
  });

  it('names each bad day and field, and sends every day trimmed', () => {
    const week = weeklyHoursOf([]).map((d) => (d.weekdayEn === 'monday' ? { ...d, endTimeA: '07:00' } : d));
    expect(weeklyHoursProblems(week)).toEqual({ monday: { endTimeA: 'startAfterEnd' } });
    expect(weeklyHoursValid(week)).toBe(false);
    expect(weeklyHoursValid(weeklyHoursOf([]))).toBe(true);
    expect(weeklyHoursBody(weeklyHoursOf([]))[0]).toEqual({
      weekday: 'Segunda-feira',
      weekdayEn: 'monday',
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '18:00',
    });
  });
});
