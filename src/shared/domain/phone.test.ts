import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone: the international format, for every country', () => {
  it.each([
    { number: '5565999991234', formatted: '+55 65 99999 1234' },
    { number: '556533221234', formatted: '+55 65 3322 1234' },
    { number: '+55 (11) 98765-4321', formatted: '+55 11 98765 4321' },
    { number: '905321234567', formatted: '+90 532 123 45 67' },
    { number: '34612345678', formatted: '+34 612 34 56 78' },
    { number: '14155550123', formatted: '+1 415 555 0123' },
    { number: '447911123456', formatted: '+44 7911 123456' },
  ])('$number → $formatted', ({ number, formatted }) => {
    expect(formatPhone(number)).toBe(formatted);
  });

  it.each([
    { what: 'too short to be a number', number: '55659999' },
    { what: 'a group id', number: '120363025000000000' },
    { what: 'a masked number', number: '5565999**-**34' },
    { what: 'no digits', number: 'desconhecido' },
    { what: 'empty', number: '' },
  ])('$what ($number) is shown as it came', ({ number }) => {
    expect(formatPhone(number)).toBe(number);
  });
});
