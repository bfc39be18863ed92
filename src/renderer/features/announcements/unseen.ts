import type { Announcement } from '@shared/api/announcement';
import { createdMs } from './announcementForm';

type Shown = Pick<Announcement, 'status' | 'createdAt'>;

/**
 * How many of the loaded active announcements were created after `seenAt` (the newest one's
 * createdAt when the user last opened the list; null: never opened, every one is new). Both sides
 * are the server's times, so a machine's wrong clock changes nothing.
 */
export function unseenCount(rows: readonly Shown[], seenAt: string | null): number {
  const after = seenAt === null ? -Infinity : Date.parse(seenAt) || -Infinity;
  return rows.filter((r) => r.status && createdMs(r) > after).length;
}

/**
 * The bell's figure: the count, with a '+' when every loaded announcement is new and more pages
 * exist (the ones not loaded yet may be new too); null when there is nothing to show.
 */
export function unseenLabel(rows: readonly Shown[], seenAt: string | null, hasMore: boolean): string | null {
  const count = unseenCount(rows, seenAt);
  if (count === 0) return null;
  return hasMore && count === rows.filter((r) => r.status).length ? `${count}+` : String(count);
}

/**
 * What to remember as seen after the user looked at the list: the newest active announcement's
 * createdAt when it is later than what was remembered, else null (nothing to write).
 */
export function nextSeenAt(rows: readonly Shown[], seenAt: string | null): string | null {
  let newest: Shown | null = null;
  for (const r of rows) if (r.status && r.createdAt && (!newest || createdMs(r) > createdMs(newest))) newest = r;
  if (!newest?.createdAt) return null;
  const before = seenAt === null ? -Infinity : Date.parse(seenAt) || -Infinity;
  return createdMs(newest) > before ? newest.createdAt : null;
}
