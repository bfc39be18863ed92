// Part of the early script's graph (earlyCalls.ts): it imports nothing the app's entry imports.

/**
 * The app's first read of a start (on the inbox, its list's first page), kept so that the next
 * start's early script can send it beside the session's own calls: the app asks for it only once
 * its session is resumed and its code has run, about 150 ms after the early script could (issue
 * 18). Kept for one backend, user and section of the app (the path's first part); the app takes the
 * early reply only for the very same call (method, address, token), so a read that changed since
 * (another tab, other queues) is asked for again by the app, and the early one is dropped.
 */
export interface FirstRead {
  base: string;
  user: number;
  section: string;
  url: string;
}

const FIRST_READ_KEY = 'balcao.firstRead';

/** The app's section for a path: `/tickets/…` → `tickets`. */
export const sectionOf = (pathname: string): string => pathname.split('/')[1] ?? '';

/** The kept read, if it is one (written by another version, or by hand, it is ignored). */
export function storedFirstRead(): FirstRead | null {
  try {
    const read = JSON.parse(localStorage.getItem(FIRST_READ_KEY) ?? 'null') as Partial<FirstRead> | null;
    if (!read || typeof read !== 'object') return null;
    const { base, user, section, url } = read;
    if (typeof base !== 'string' || typeof section !== 'string' || typeof url !== 'string') return null;
    if (typeof user !== 'number' || !Number.isInteger(user)) return null;
    return { base, user, section, url };
  } catch {
    return null;
  }
}

export function rememberFirstRead(read: FirstRead): void {
  try {
    localStorage.setItem(FIRST_READ_KEY, JSON.stringify(read));
  } catch {
    // Storage full or refused: the next start just asks later.
  }
}
