import { describe, expect, it } from 'vitest';
import { resolveColorScheme } from './preferences';

describe('the colour scheme shown (spec 2: kept locally, default the system preference)', () => {
  it("follows the user's defaultTheme until the switch is used on this machine", () => {
    expect(resolveColorScheme('system', 'dark', false)).toBe('dark');
    expect(resolveColorScheme('system', 'light', true)).toBe('light');
  });

  it('follows the system when the user has no defaultTheme (or nobody is signed in)', () => {
    expect(resolveColorScheme('system', null, true)).toBe('dark');
    expect(resolveColorScheme('system', undefined, false)).toBe('light');
  });

  it("keeps the switch's choice over both", () => {
    expect(resolveColorScheme('light', 'dark', true)).toBe('light');
    expect(resolveColorScheme('dark', 'light', false)).toBe('dark');
  });
});
