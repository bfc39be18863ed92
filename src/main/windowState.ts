import type { Rectangle } from 'electron';
import type { WindowState } from './store/schema';

/** The parts of Electron's screen module used here (faked in tests). */
export interface ScreenLike {
  getAllDisplays(): { workArea: Rectangle }[];
  getPrimaryDisplay(): { workArea: Rectangle };
  getDisplayMatching(rect: Rectangle): { workArea: Rectangle };
}

export interface InitialBounds {
  /** Absent: let the OS place the window (first run). */
  bounds: Partial<Rectangle> & { width: number; height: number };
  maximized: boolean;
  fullScreen: boolean;
}

/** How much of a window's top strip (where its title bar is) must be on a display to be reachable. */
const GRIP = { width: 120, height: 32 };

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/** Whether the user can still grab the window: enough of its top strip lies on some display. */
export function isReachable(bounds: Rectangle, displays: { workArea: Rectangle }[]): boolean {
  const strip = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRIP.height };
  return displays.some(({ workArea }) => {
    const o = overlap(strip, workArea);
    return o.width >= Math.min(GRIP.width, bounds.width) && o.height >= Math.min(GRIP.height, bounds.height);
  });
}

/**
 * Where the main window opens: as it was left, when that place is still on a display; otherwise
 * (the monitor it was on is unplugged, the resolution shrank) centred on the display closest to it,
 * no larger than that display's work area. First run: the default size, placed by the OS.
 */
export function initialBounds(saved: WindowState | null, screen: ScreenLike, defaults: { width: number; height: number }): InitialBounds {
  if (!saved) return { bounds: { ...defaults }, maximized: false, fullScreen: false };
  const rect = { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
  const state = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  if (isReachable(rect, screen.getAllDisplays())) return { bounds: rect, ...state };
  const area = (screen.getDisplayMatching(rect) ?? screen.getPrimaryDisplay()).workArea;
  const width = Math.min(rect.width, area.width);
  const height = Math.min(rect.height, area.height);
  return {
    bounds: {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    },
    ...state,
  };
}

/** The parts of a BrowserWindow the tracker reads (faked in tests). */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'enter-full-screen' | 'leave-full-screen' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
}

/**
 * Saves the window's place as it changes (debounced: dragging fires 'move' many times a second)
 * and at once when it closes. The normal bounds are kept while maximised, so unmaximising after a
 * restart returns to the size the user had.
 */
export function trackWindowState(
  window: TrackedWindow,
  save: (state: WindowState) => void,
  { delayMs = 400, setTimer = setTimeout, clearTimer = clearTimeout } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer) clearTimer(timer);
    timer = null;
    if (window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    save({ x, y, width, height, maximized: window.isMaximized(), fullScreen: window.isFullScreen() });
  };
  const later = (): void => {
    if (timer) clearTimer(timer);
    timer = setTimer(flush, delayMs);
  };
  for (const event of ['resize', 'move'] as const) window.on(event, later);
  for (const event of ['maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen', 'close'] as const) window.on(event, flush);
  return flush;
}
