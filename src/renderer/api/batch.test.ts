import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_FALLBACK_MS, batchPerFrame } from './batch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('batchPerFrame', () => {
  it('hands a burst over once, on the next frame', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    const applied: number[][] = [];
    const batch = batchPerFrame<number>((items) => applied.push(items));
    batch.push(1);
    batch.push(2);
    batch.push(3);
    expect(applied).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(applied).toEqual([[1, 2, 3]]);
    // The fallback timer of that round, come late, applies nothing twice.
    vi.advanceTimersByTime(BATCH_FALLBACK_MS);
    expect(applied).toEqual([[1, 2, 3]]);
  });

  it('still applies in a hidden window, where no frame comes', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const applied: string[][] = [];
    const batch = batchPerFrame<string>((items) => applied.push(items));
    batch.push('a');
    batch.push('b');
    vi.advanceTimersByTime(BATCH_FALLBACK_MS - 1);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([['a', 'b']]);
    batch.push('c');
    vi.advanceTimersByTime(BATCH_FALLBACK_MS);
    expect(applied).toEqual([['a', 'b'], ['c']]);
  });
});
