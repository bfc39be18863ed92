import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_FALLBACK_MS, BATCH_QUIET_MS, batchPerFrame } from './batch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The clock and the frames are the browser's: both faked here. */
function fakeFrames() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'queueMicrotask'] });
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  return frames;
}

describe('batchPerFrame', () => {
  it('after a quiet spell, hands what one task pushed over at the end of that task', () => {
    fakeFrames();
    const applied: number[][] = [];
    const batch = batchPerFrame<number>((items) => applied.push(items));
    batch.push(1);
    batch.push(2);
    expect(applied).toEqual([]);
    vi.runAllTicks();
    expect(applied).toEqual([[1, 2]]);
  });

  it('hands a burst over once a frame', () => {
    const frames = fakeFrames();
    const applied: number[][] = [];
    const batch = batchPerFrame<number>((items) => applied.push(items));
    batch.push(1);
    vi.runAllTicks();
    expect(applied).toEqual([[1]]);
    // Within the frame of that hand-over, the next pushes wait for the next frame, together.
    vi.advanceTimersByTime(BATCH_QUIET_MS / 2);
    batch.push(2);
    vi.runAllTicks();
    batch.push(3);
    vi.runAllTicks();
    expect(applied).toEqual([[1]]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(applied).toEqual([[1], [2, 3]]);
    // The fallback timer of that round, come late, applies nothing twice.
    vi.advanceTimersByTime(BATCH_FALLBACK_MS);
    expect(applied).toEqual([[1], [2, 3]]);
  });

  it('still applies in a hidden window, where no frame comes', () => {
    fakeFrames();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const applied: string[][] = [];
    const batch = batchPerFrame<string>((items) => applied.push(items));
    batch.push('a');
    vi.runAllTicks();
    batch.push('b');
    batch.push('c');
    vi.advanceTimersByTime(BATCH_FALLBACK_MS - 1);
    expect(applied).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([['a'], ['b', 'c']]);
  });
});
