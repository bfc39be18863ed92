import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_FALLBACK_MS,
  FIRST_SCREEN_FALLBACK_MS,
  markFirstScreenShown,
  markFirstScreenShownAfterPaint,
  resetFirstScreen,
  useFirstScreenShown,
  whenFirstScreenShown,
} from './firstScreen';

beforeEach(() => resetFirstScreen());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  it('says a screen is shown once the browser has painted it, not in the task that commits it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { result } = renderHook(() => useFirstScreenShown());
    // A screen says so from an effect: the waiting reads must not join the task that shows it.
    act(() => markFirstScreenShownAfterPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('lets the reads go in a window that paints nothing (hidden at start)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { result } = renderHook(() => useFirstScreenShown());
    act(() => markFirstScreenShownAfterPaint());
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
