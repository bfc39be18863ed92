import { describe, expect, it } from 'vitest';
import { chartRange, dayBars, defaultRange, rangeProblem, ratingEmoji, splitMinutes } from './dashboardRange';

describe('the dashboard period', () => {
  it('defaults to the start of the month until today (spec 1 §9)', () => {
    expect(defaultRange(new Date(2026, 10, 26, 15, 0))).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(defaultRange(new Date(2026, 0, 1, 0, 5))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('needs at least one day, and an end not before the start (spec 1 §5)', () => {
    expect(rangeProblem({ from: '', to: '' })).toBe('needsParam');
    expect(rangeProblem({ from: '2026-03-10', to: '2026-03-01' })).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2026-03-10', to: '' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-03-10' })).toBeNull();
  });

  it('gives the charts both days', () => {
    const today = new Date(2026, 10, 26);
    expect(chartRange({ from: '2026-03-10', to: '' }, today)).toEqual({
      initialDate: '2026-03-10',
      finalDate: '2026-11-26',
    });
    expect(chartRange({ from: '', to: '2026-03-10' }, today)).toEqual({
      initialDate: '2026-03-01',
      finalDate: '2026-03-10',
    });
    expect(chartRange({ from: '2026-12-10', to: '' }, today)).toEqual({
      initialDate: '2026-12-10',
      finalDate: '2026-12-10',
    });
  });
});

describe('the per-day chart', () => {
  it('fills the days without tickets, across a month end', () => {
    const { byHour, bars } = dayBars(
      [
        { data: '31/03/2026', total: 2 },
        { data: '02/04/2026', total: 1 },
      ],
      {
        initialDate: '2026-03-30',
        finalDate: '2026-04-02',
      },
    );
    expect(byHour).toBe(false);
    expect(bars).toEqual([
      { label: '30/03/2026', total: 0 },
      { label: '31/03/2026', total: 2 },
      { label: '01/04/2026', total: 0 },
      { label: '02/04/2026', total: 1 },
    ]);
  });

  it('shows the 24 hours of a one-day range', () => {
    const { byHour, bars } = dayBars([{ horario: 9, total: 3 }], {
      initialDate: '2026-03-12',
      finalDate: '2026-03-12',
    });
    expect(byHour).toBe(true);
    expect(bars).toHaveLength(24);
    expect(bars[9]).toEqual({ label: '09h', total: 3 });
    expect(bars[10]).toEqual({ label: '10h', total: 0 });
  });

  it('keeps only the days with tickets over a long range', () => {
    const { bars } = dayBars([{ data: '10/01/2026', total: 4 }], {
      initialDate: '2026-01-01',
      finalDate: '2026-12-31',
    });
    expect(bars).toEqual([{ label: '10/01/2026', total: 4 }]);
  });
});

describe('how figures read', () => {
  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(14.2)).toEqual({ h: 0, m: 14 });
    expect(splitMinutes(125.6)).toEqual({ h: 2, m: 6 });
    expect(splitMinutes(-3)).toEqual({ h: 0, m: 0 });
  });

  it('rates on the 1-5 emoji scale, none without ratings (spec 1 §9)', () => {
    expect(ratingEmoji(0, 0)).toBeNull();
    expect(ratingEmoji(4.5, 2)).toBe('😍');
    expect(ratingEmoji(1, 1)).toBe('😡');
    expect(ratingEmoji(3.4, 5)).toBe('😐');
  });
});
