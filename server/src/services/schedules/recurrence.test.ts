import { describe, expect, it } from 'vitest';
import { naiveToInstant, nthSend } from './recurrence';

const TZ = 'America/Cuiaba'; // UTC-4, no daylight saving since 2019
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('nthSend', () => {
  it('days, weeks and minutes keep the time of day', () => {
    const anchor = at('2027-03-10T13:30:00.000Z'); // 09:30 in Cuiabá, a Wednesday
    expect(iso(nthSend(anchor, 0, { intervalo: 1, valorIntervalo: 3, tipoDias: 4 }, TZ))).toBe(iso(anchor));
    expect(iso(nthSend(anchor, 2, { intervalo: 1, valorIntervalo: 3, tipoDias: 4 }, TZ))).toBe(
      '2027-03-16T13:30:00.000Z',
    );
    expect(iso(nthSend(anchor, 1, { intervalo: 2, valorIntervalo: 2, tipoDias: 4 }, TZ))).toBe(
      '2027-03-24T13:30:00.000Z',
    );
    expect(iso(nthSend(anchor, 3, { intervalo: 4, valorIntervalo: 20, tipoDias: 4 }, TZ))).toBe(
      '2027-03-10T14:30:00.000Z',
    );
  });

  it('months count from the anchor: the 31st becomes the month’s last day and comes back', () => {
    const anchor = at('2027-01-31T14:00:00.000Z'); // 10:00 on 31 January
    const monthly = { intervalo: 3, valorIntervalo: 1, tipoDias: 4 };
    expect(iso(nthSend(anchor, 1, monthly, TZ))).toBe('2027-02-28T14:00:00.000Z');
    expect(iso(nthSend(anchor, 2, monthly, TZ))).toBe('2027-03-31T14:00:00.000Z');
    expect(iso(nthSend(anchor, 1, { ...monthly, valorIntervalo: 12 }, TZ))).toBe('2028-01-31T14:00:00.000Z');
    expect(iso(nthSend(at('2028-01-31T14:00:00.000Z'), 1, monthly, TZ))).toBe('2028-02-29T14:00:00.000Z');
  });

  it('tipoDias 5 moves a weekend send to the Friday before, 6 to the Monday after; 4 leaves it', () => {
    const friday = at('2027-03-12T12:00:00.000Z'); // 08:00 Friday in Cuiabá
    const next = (tipoDias: number, days: number) =>
      nthSend(friday, 1, { intervalo: 1, valorIntervalo: days, tipoDias }, TZ);
    expect(iso(next(4, 1))).toBe('2027-03-13T12:00:00.000Z'); // Saturday
    expect(iso(next(5, 1))).toBe('2027-03-12T12:00:00.000Z'); // back to Friday
    expect(iso(next(5, 2))).toBe('2027-03-12T12:00:00.000Z'); // Sunday → Friday
    expect(iso(next(6, 1))).toBe('2027-03-15T12:00:00.000Z'); // Saturday → Monday
    expect(iso(next(6, 2))).toBe('2027-03-15T12:00:00.000Z'); // Sunday → Monday
    expect(iso(next(6, 3))).toBe('2027-03-15T12:00:00.000Z'); // Monday stays
  });

  it('the wall clock of the zone decides the day: 22:00 Friday in Cuiabá is Saturday in UTC', () => {
    const lateThursday = at('2027-03-12T02:00:00.000Z'); // Thursday 22:00 in Cuiabá
    const friday = nthSend(lateThursday, 1, { intervalo: 1, valorIntervalo: 1, tipoDias: 6 }, TZ);
    expect(iso(friday)).toBe('2027-03-13T02:00:00.000Z'); // Friday 22:00 there: not moved
  });
});

describe('naiveToInstant', () => {
  it('reads the form’s local date-time on the company’s clock', () => {
    expect(iso(naiveToInstant('2027-03-10T09:30', TZ)!)).toBe('2027-03-10T13:30:00.000Z');
    expect(iso(naiveToInstant('2027-03-10 09:30:15', 'America/Sao_Paulo')!)).toBe('2027-03-10T12:30:15.000Z');
    expect(naiveToInstant('amanhã', TZ)).toBeNull();
  });
});
