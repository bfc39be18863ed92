import { describe, expect, it } from 'vitest';
import { nextSeenAt, unseenCount, unseenLabel } from './unseen';

const at = (iso: string, status = true) => ({ createdAt: iso, status });
const ROWS = [at('2026-11-26T12:00:00.000Z'), at('2026-11-26T11:00:00.000Z', false), at('2026-11-26T10:00:00.000Z')];

describe('the announcements bell', () => {
  it('counts the active announcements created after the last look, all of them before any', () => {
    expect(unseenCount(ROWS, null)).toBe(2);
    expect(unseenCount(ROWS, '2026-11-26T10:00:00.000Z')).toBe(1);
    expect(unseenCount(ROWS, '2026-11-26T12:00:00.000Z')).toBe(0);
    // A damaged stamp counts everything rather than hiding news.
    expect(unseenCount(ROWS, 'yesterday')).toBe(2);
  });

  it("adds '+' only when every loaded one is new and more pages exist", () => {
    expect(unseenLabel(ROWS, null, true)).toBe('2+');
    expect(unseenLabel(ROWS, null, false)).toBe('2');
    expect(unseenLabel(ROWS, '2026-11-26T10:00:00.000Z', true)).toBe('1');
    expect(unseenLabel(ROWS, '2026-11-26T12:00:00.000Z', true)).toBeNull();
  });

  it("remembers the newest active one's time, and only when it moves forward", () => {
    expect(nextSeenAt(ROWS, null)).toBe('2026-11-26T12:00:00.000Z');
    expect(nextSeenAt(ROWS, '2026-11-26T10:00:00.000Z')).toBe('2026-11-26T12:00:00.000Z');
    expect(nextSeenAt(ROWS, '2026-11-26T12:00:00.000Z')).toBeNull();
    // An inactive one (a super user's list holds them) is not news.
    expect(nextSeenAt([at('2026-11-27T00:00:00.000Z', false)], null)).toBeNull();
    expect(nextSeenAt([], null)).toBeNull();
  });
});
