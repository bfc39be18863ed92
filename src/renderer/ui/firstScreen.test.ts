import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_FALLBACK_MS,
  markFirstScreenShown,
  resetFirstScreen,
  useFirstScreenShown,
  whenFirstScreenShown,
} from './firstScreen';

beforeEach(() => resetFirstScreen());
afterEach(() => {
  vi.useRealTimers();
  // The rest of the suite runs with the first screen shown (test/setup.ts).
  markFirstScreenShown();
});

describe('first screen', () => {
  it('holds background reads until a screen says it is shown', async () => {
    const { result } = renderHook(() => useFirstScreenShown());
    const waited = vi.fn();
    void whenFirstScreenShown().then(waited);
    expect(result.current).toBe(false);
    await Promise.resolve();
    expect(waited).not.toHaveBeenCalled();
    act(() => markFirstScreenShown());
    expect(result.current).toBe(true);
    await vi.waitFor(() => expect(waited).toHaveBeenCalled());
    await expect(whenFirstScreenShown()).resolves.toBeUndefined();
  });

  it('lets them go after the fallback when no screen says so', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFirstScreenShown());
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
