import { openTicketConflictSchema, type OpenTicketConflict } from '@shared/api/errors';
import { ApiError } from '@renderer/api';

/** How deep an `error` field may nest JSON inside JSON before we give up. */
const MAX_DEPTH = 4;

function fromValue(value: unknown, depth: number): OpenTicketConflict | null {
  if (depth > MAX_DEPTH || value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{') && !text.startsWith('"')) return null;
    try {
      return fromValue(JSON.parse(text), depth + 1);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object') return null;
  const parsed = openTicketConflictSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // `{error: "<JSON>"}` (Whaticket's AppError), `{error: {...}}`, or `{message: "<JSON>"}`.
  const record = value as Record<string, unknown>;
  return fromValue(record.error, depth + 1) ?? fromValue(record.message, depth + 1);
}

/**
 * The ticket in the way of an ERR_OTHER_OPEN_TICKET (spec 1 §8), or null when the error is
 * something else. Deployed backends send `{"error": "<JSON of the ticket>"}` (so the ApiError's
 * code is that JSON string); other encodings (the object itself, JSON nested once more) are
 * read too.
 */
export function decodeOpenTicketConflict(error: unknown): OpenTicketConflict | null {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return null;
    return fromValue(error.code, 0) ?? fromValue(error.message, 0);
  }
  if (error instanceof Error) return fromValue(error.message, 0);
  return fromValue(error, 0);
}

export type ConflictOutcome =
  { kind: 'open'; uuid: string; status: string } | { kind: 'held'; userName: string | null; queueName: string | null };

/**
 * What to do with a conflict: the user's own ticket (or one nobody holds yet) is opened; a
 * ticket another user holds is named in the 'already open' dialog.
 */
export function conflictOutcome(conflict: OpenTicketConflict, currentUserId: number): ConflictOutcome {
  if (conflict.userId == null || conflict.userId === currentUserId) {
    return { kind: 'open', uuid: conflict.uuid, status: conflict.status };
  }
  return { kind: 'held', userName: conflict.user?.name ?? null, queueName: conflict.queue?.name ?? null };
}
