import { describe, expect, it } from 'vitest';
import { maskNumber, shouldMaskNumbers } from './lgpd';

describe('shouldMaskNumbers: LGPD on + lgpdHideNumber on + profile user (spec 1 §6)', () => {
  const combinations = (['enabled', 'disabled', undefined] as const).flatMap((enableLGPD) =>
    (['enabled', 'disabled', undefined] as const).flatMap((lgpdHideNumber) =>
      (['user', 'admin'] as const).map((profile) => ({ enableLGPD, lgpdHideNumber, profile })),
    ),
  );
  const masks = (c: (typeof combinations)[number]) =>
    shouldMaskNumbers({ enableLGPD: c.enableLGPD, lgpdHideNumber: c.lgpdHideNumber }, c.profile);

  it('of all 18 combinations exactly one masks: both switches enabled, a user-profile account', () => {
    expect(combinations.filter(masks)).toEqual([{ enableLGPD: 'enabled', lgpdHideNumber: 'enabled', profile: 'user' }]);
  });

  it('other settings do not matter', () => {
    const settings = { enableLGPD: 'enabled', lgpdHideNumber: 'enabled', lgpdDeleteMessage: 'disabled' };
    expect(shouldMaskNumbers(settings, 'user')).toBe(true);
    expect(shouldMaskNumbers({}, 'user')).toBe(false);
  });
});

describe('maskNumber: middle masked, last 2 digits visible, groups untouched', () => {
  it.each([
    { number: '5565999991234', masked: '5565999**-**34' },
    { number: '556533221234', masked: '556533**-**34' },
    { number: '14155550123', masked: '14155**-**23' },
    { number: '12345678', masked: '12**-**78' },
    // Short numbers are masked too: the mask must never show more than the last 2 digits.
    { number: '123456', masked: '**-**56' },
    { number: '1234', masked: '**-**34' },
  ])('$number → $masked', ({ number, masked }) => {
    expect(maskNumber(number)).toBe(masked);
  });

  it.each(['5565999991234', '123456', '1234'])('%s: the 4 digits before the last 2 never appear', (number) => {
    const hidden = number.slice(-6, -2);
    const masked = maskNumber(number);
    expect(masked.endsWith(number.slice(-2))).toBe(true);
    expect(masked.slice(0, -2)).not.toContain(hidden);
  });

  it.each(['120363025246125486', '5565999991234-1612345678', '123456'])('a group number %s is not masked', (number) => {
    expect(maskNumber(number, true)).toBe(number);
  });

  it('an empty number stays empty', () => {
    expect(maskNumber('')).toBe('');
  });
});
