import { describe, expect, it } from 'vitest';
import { displayNumber } from './displayNumber';

describe('displayNumber', () => {
  it('shows the international format when numbers are not masked', () => {
    expect(displayNumber({ number: '5565999887766' }, false)).toBe('+55 65 99988 7766');
    expect(displayNumber({ number: '905321234567' }, false)).toBe('+90 532 123 45 67');
  });

  it('masks the middle, keeping the last 2 digits, when masking applies', () => {
    const shown = displayNumber({ number: '5565999887766' }, true);
    expect(shown).toBe('5565999**-**66');
    expect(shown).not.toContain('887766');
  });

  it('never masks a group, and never masks twice', () => {
    expect(displayNumber({ number: '120363025000000000', isGroup: true }, true)).toBe('120363025000000000');
    expect(displayNumber({ number: '5565999**-**66' }, true)).toBe('5565999**-**66');
  });
});
