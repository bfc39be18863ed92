import type { Ticket } from '@shared/api/ticket';

/** What every message of the conversation changes on its ticket, and the header and tags do not show. */
const ACTIVITY: ReadonlySet<string> = new Set(['lastMessage', 'unreadMessages', 'updatedAt']);

/**
 * The same ticket but for its activity: each message of a burst brings the ticket again (a new
 * object, its contact and tags too), and the header, its actions' tooltips and the tags would
 * render again for each one (issue 18). Nested values are compared by content.
 */
export function sameBesidesActivity(a: Ticket, b: Ticket): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Ticket>;
  for (const key of keys) {
    if (ACTIVITY.has(key) || a[key] === b[key]) continue;
    if (typeof a[key] !== 'object' || JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}
