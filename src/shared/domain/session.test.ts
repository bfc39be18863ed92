import { describe, expect, it } from 'vitest';
import { LIMITS, NEVER_EXPIRING_COMPANY_ID } from './constants';
import { subscriptionState, ticketRouteFor, withinWorkHours } from './session';

const NOW = new Date('2025-03-05T15:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

describe('subscriptionState at login (spec 1 §2, §9)', () => {
  it('the spec constants: company 1 never expires, warning under 5 days', () => {
    expect(NEVER_EXPIRING_COMPANY_ID).toBe(1);
    expect(LIMITS.subscriptionWarningDays).toBe(5);
  });

  it.each([
    { what: 'company 1, due a year ago', companyId: 1, due: at(-365 * DAY), state: { kind: 'active' } },
    { what: 'company 1, due tomorrow', companyId: 1, due: at(DAY), state: { kind: 'active' } },
    { what: 'due yesterday', companyId: 2, due: at(-DAY), state: { kind: 'expired' } },
    { what: 'due a minute ago', companyId: 2, due: at(-60_000), state: { kind: 'expired' } },
    { what: 'date-only due date in the past', companyId: 2, due: '2025-03-01', state: { kind: 'expired' } },
    { what: 'due in 1 hour', companyId: 2, due: at(HOUR), state: { kind: 'expiring', daysLeft: 1 } },
    { what: 'due in 3 days', companyId: 2, due: at(3 * DAY), state: { kind: 'expiring', daysLeft: 3 } },
    { what: 'due in 4 days', companyId: 2, due: at(4 * DAY), state: { kind: 'expiring', daysLeft: 4 } },
    // "fewer than 5 days": 4 days 12 hours is fewer than 5 days; a partial day counts as a day left.
    {
      what: 'due in 4 days 12 hours',
      companyId: 2,
      due: at(4 * DAY + 12 * HOUR),
      state: { kind: 'expiring', daysLeft: 5 },
    },
    {
      what: 'date-only due date 4.4 days ahead',
      companyId: 2,
      due: '2025-03-10',
      state: { kind: 'expiring', daysLeft: 5 },
    },
    { what: 'due in exactly 5 days', companyId: 2, due: at(5 * DAY), state: { kind: 'active' } },
    { what: 'due in 6 days', companyId: 2, due: at(6 * DAY), state: { kind: 'active' } },
    { what: 'due in a year', companyId: 2, due: at(365 * DAY), state: { kind: 'active' } },
    { what: 'no due date', companyId: 2, due: null, state: { kind: 'active' } },
  ])('$what → $state.kind', ({ companyId, due, state }) => {
    expect(subscriptionState(companyId, due, NOW)).toEqual(state);
  });
});

const hm = (h: number, m = 0) => h * 60 + m;

describe('withinWorkHours', () => {
  it.each([
    { start: '08:00', end: '18:00', now: hm(7, 59), within: false },
    { start: '08:00', end: '18:00', now: hm(8), within: true },
    { start: '08:00', end: '18:00', now: hm(12, 30), within: true },
    { start: '08:00', end: '18:00', now: hm(18), within: true },
    { start: '08:00', end: '18:00', now: hm(18, 1), within: false },
    // A shift across midnight.
    { start: '22:00', end: '06:00', now: hm(21, 59), within: false },
    { start: '22:00', end: '06:00', now: hm(22), within: true },
    { start: '22:00', end: '06:00', now: hm(23, 30), within: true },
    { start: '22:00', end: '06:00', now: hm(0), within: true },
    { start: '22:00', end: '06:00', now: hm(6), within: true },
    { start: '22:00', end: '06:00', now: hm(6, 1), within: false },
    { start: '22:00', end: '06:00', now: hm(12), within: false },
    // The defaults of spec 1 §3 (00:00-23:59) cover the whole day.
    { start: '00:00', end: '23:59', now: hm(0), within: true },
    { start: '00:00', end: '23:59', now: hm(23, 59), within: true },
    // Seconds as some backends store them ('HH:mm:ss').
    { start: '08:00:00', end: '18:00:00', now: hm(7), within: false },
    { start: '08:00:00', end: '18:00:00', now: hm(9), within: true },
  ])('$start-$end at minute $now → $within', ({ start, end, now, within }) => {
    expect(withinWorkHours(start, end, now)).toBe(within);
  });

  it('an unreadable start or end falls back to the whole-day defaults', () => {
    expect(withinWorkHours('', '', hm(3))).toBe(true);
    expect(withinWorkHours('', '10:00', hm(11))).toBe(false);
    expect(withinWorkHours('10:00', 'x', hm(9))).toBe(false);
    expect(withinWorkHours('10:00', 'x', hm(23))).toBe(true);
  });
});

describe('ticketRouteFor (spec 1 §2: the literal id "undefined" redirects to /tickets)', () => {
  it.each([
    { uuid: 'undefined', route: '/tickets' },
    { uuid: '5f1c1e8a-7a8b-4c1d-9b2e-3c4d5e6f7a8b', route: null },
    { uuid: undefined, route: null },
  ])('$uuid → $route', ({ uuid, route }) => {
    expect(ticketRouteFor(uuid)).toBe(route);
  });
});
