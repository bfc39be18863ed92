import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WindowState } from './store/schema';
import { initialBounds, isReachable, trackWindowState, type ScreenLike } from './windowState';

const FULL_HD = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT = { x: 1920, y: 0, width: 2560, height: 1400 };

/** screen with the given work areas; getDisplayMatching picks the one overlapping most (else the first). */
function fakeScreen(...areas: { x: number; y: number; width: number; height: number }[]): ScreenLike & { matched: unknown[] } {
  const matched: unknown[] = [];
  const overlapArea = (a: (typeof areas)[number], b: (typeof areas)[number]) =>
    Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
    Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return {
    matched,
    getAllDisplays: () => areas.map((workArea) => ({ workArea })),
    getPrimaryDisplay: () => ({ workArea: areas[0] }),
    getDisplayMatching: (rect) => {
      matched.push(rect);
      const best = [...areas].sort((a, b) => overlapArea(b, rect) - overlapArea(a, rect))[0];
      return { workArea: best };
    },
  };
}

const saved = (over: Partial<WindowState> = {}): WindowState => ({
  x: 100,
  y: 80,
  width: 1200,
  height: 760,
  maximized: false,
  fullScreen: false,
  ...over,
});

describe('initialBounds', () => {
  const defaults = { width: 1280, height: 800 };

  it('first run: the default size, placed by the OS', () => {
    expect(initialBounds(null, fakeScreen(FULL_HD), defaults)).toEqual({
      bounds: { width: 1280, height: 800 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('restores size, position and maximised state when still on a display', () => {
    expect(initialBounds(saved({ maximized: true }), fakeScreen(FULL_HD), defaults)).toEqual({
      bounds: { x: 100, y: 80, width: 1200, height: 760 },
      maximized: true,
      fullScreen: false,
    });
    // On the second monitor, still plugged in.
    expect(initialBounds(saved({ x: 2500, y: 100 }), fakeScreen(FULL_HD, RIGHT), defaults).bounds).toMatchObject({ x: 2500, y: 100 });
  });

  it('moves a window whose display is gone back on screen, centred and no larger than it', () => {
    const screen = fakeScreen(FULL_HD);
    const result = initialBounds(saved({ x: 2500, y: 100, width: 2400, height: 1300, maximized: true }), screen, defaults);
    expect(result).toEqual({ bounds: { x: 0, y: 0, width: 1920, height: 1040 }, maximized: true, fullScreen: false });
    expect(screen.matched).toHaveLength(1);
    expect(initialBounds(saved({ x: -3000, y: -2000 }), fakeScreen(FULL_HD), defaults).bounds).toEqual({
      x: 360,
      y: 140,
      width: 1200,
      height: 760,
    });
  });

  it('moves a window whose title bar is off the top or barely on screen', () => {
    expect(initialBounds(saved({ y: -500 }), fakeScreen(FULL_HD), defaults).bounds).toMatchObject({ x: 360, y: 140 });
    expect(initialBounds(saved({ x: 1850 }), fakeScreen(FULL_HD), defaults).bounds).toMatchObject({ x: 360 });
  });
});

describe('isReachable', () => {
  it('needs a grip of the top strip on some display', () => {
    expect(isReachable({ x: 1800, y: 10, width: 800, height: 600 }, [{ workArea: FULL_HD }])).toBe(true);
    expect(isReachable({ x: 1850, y: 10, width: 800, height: 600 }, [{ workArea: FULL_HD }])).toBe(false);
    expect(isReachable({ x: 1850, y: 10, width: 800, height: 600 }, [{ workArea: FULL_HD }, { workArea: RIGHT }])).toBe(true);
  });
});

describe('trackWindowState', () => {
  function fakeWindow() {
    const window = Object.assign(new EventEmitter(), {
      bounds: { x: 10, y: 20, width: 1000, height: 700 },
      maximized: false,
      destroyed: false,
      getNormalBounds: () => window.bounds,
      isMaximized: () => window.maximized,
      isFullScreen: () => false,
      isDestroyed: () => window.destroyed,
    });
    return window;
  }

  it('saves once after a burst of moves, and at once on maximise and close', () => {
    vi.useFakeTimers();
    const window = fakeWindow();
    const save = vi.fn();
    trackWindowState(window, save);
    for (let x = 0; x < 30; x++) {
      window.bounds = { ...window.bounds, x };
      window.emit('move');
    }
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ x: 29, y: 20, width: 1000, height: 700, maximized: false, fullScreen: false });
    window.maximized = true;
    window.emit('maximize');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ x: 29, maximized: true }));
    window.emit('resize');
    window.emit('close');
    expect(save).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(3); // the pending save was flushed by close, not repeated
    vi.useRealTimers();
  });

  it('does not read a destroyed window', () => {
    const window = fakeWindow();
    const save = vi.fn();
    trackWindowState(window, save);
    window.destroyed = true;
    window.emit('close');
    expect(save).not.toHaveBeenCalled();
  });
});
