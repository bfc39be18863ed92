import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dateInZone, daysUntil, dueState } from './dueDates';

describe('due dates', () => {
  it('adds days and months on the calendar, clamping to the month end', () => {
    expect(addDays('2026-02-26', 7)).toBe('2026-03-05');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
  });

  it('reads today in the server zone', () => {
    expect(dateInZone(new Date('2026-11-27T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(dateInZone(new Date('2026-11-27T02:00:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('colours 1-5 days left as soon, 0 or less as expired, company 1 never', () => {
    expect(daysUntil('2026-12-01', '2026-11-27')).toBe(4);
    expect(dueState(2, '2026-12-02', '2026-11-27')).toBe('soon');
    expect(dueState(2, '2026-11-28', '2026-11-27')).toBe('soon');
    expect(dueState(2, '2026-12-03', '2026-11-27')).toBe('ok');
    expect(dueState(2, '2026-11-27', '2026-11-27')).toBe('expired');
    expect(dueState(2, '2026-10-01T00:00:00.000Z', '2026-11-27')).toBe('expired');
    expect(dueState(1, '2020-01-01', '2026-11-27')).toBe('ok');
    expect(dueState(2, null, '2026-11-27')).toBe('ok');
  });
});
