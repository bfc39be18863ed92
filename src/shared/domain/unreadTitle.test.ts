import { describe, expect, it } from 'vitest';
import { titleWithUnread, unreadMarker } from './unreadTitle';

/** The circled digits ① (U+2460) to ⑳ (U+2473), computed independently of the module's table. */
const circled = (n: number) => String.fromCodePoint(0x2460 + n - 1);

describe('unreadMarker: circled digits 1-20, (n) above, nothing at 0', () => {
  it.each([
    { count: 0, marker: '' },
    { count: 1, marker: '①' },
    { count: 2, marker: '②' },
    { count: 10, marker: '⑩' },
    { count: 20, marker: '⑳' },
    { count: 21, marker: '(21)' },
    { count: 150, marker: '(150)' },
    { count: -1, marker: '' },
    { count: -25, marker: '' },
    { count: Number.NaN, marker: '' },
    { count: Number.POSITIVE_INFINITY, marker: '' },
  ])('$count → $marker', ({ count, marker }) => {
    expect(unreadMarker(count)).toBe(marker);
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('%i has its own circled digit', (n) => {
    expect(unreadMarker(n)).toBe(circled(n));
  });

  it.each([
    { count: 2.7, marker: '②' },
    { count: 20.9, marker: '⑳' },
    { count: 21.5, marker: '(21)' },
    // Less than one whole unread message is no marker at all (it used to index the table at -1).
    { count: 0.5, marker: '' },
  ])('a fractional count $count counts whole messages → $marker', ({ count, marker }) => {
    expect(unreadMarker(count)).toBe(marker);
  });
});

describe('titleWithUnread', () => {
  it.each([
    { count: 0, title: 'Balcão' },
    { count: 3, title: '③ Balcão' },
    { count: 20, title: '⑳ Balcão' },
    { count: 42, title: '(42) Balcão' },
    { count: -3, title: 'Balcão' },
    { count: Number.NaN, title: 'Balcão' },
  ])('$count unread → $title', ({ count, title }) => {
    expect(titleWithUnread('Balcão', count)).toBe(title);
  });
});
