import { USER_UPDATE_RESETS, type UserUpdateBody } from '@shared/api/userUpdate';
import { isAdmin, type Actor } from './actor';

/** What a user may change about themselves; everything else of their record is an admin's. */
const SELF_FIELDS = new Set<keyof UserUpdateBody>([
  'name',
  'email',
  'password',
  'defaultTheme',
  'defaultMenu',
  'profileImage',
  'defaultTicketsManagerWidth',
]);

/**
 * The change PUT /users/{id} makes, read as a deployed Whaticket 4.8 reads it (CONTRACT.md
 * "Errors"): not a patch, since queueIds, whatsappId and defaultTicketsManagerWidth left out are
 * reset (USER_UPDATE_RESETS), so a client sending part of a record empties the user's queues here
 * as it would there. Stricter than deployed: a non-admin's own edit keeps the privileged fields it
 * sends as stored (no raising one's own profile, flags or queues), and only a super user sets super.
 * `companyId` is the record's own, sent back; it changes nothing.
 */
export function userChange(actor: Actor, body: UserUpdateBody): UserUpdateBody {
  const { companyId: _sentBack, ...sent } = body;
  const change: UserUpdateBody = { ...USER_UPDATE_RESETS, queueIds: [...USER_UPDATE_RESETS.queueIds] };
  const admin = isAdmin(actor);
  for (const [key, value] of Object.entries(sent) as [keyof UserUpdateBody, unknown][]) {
    if (value === undefined) continue;
    if (!admin && !SELF_FIELDS.has(key)) {
      // Sent back as read: the stored value stays (not reset, not raised).
      if (key in USER_UPDATE_RESETS) delete change[key];
      continue;
    }
    (change as Record<string, unknown>)[key] = value;
  }
  if (!actor.super) delete change.super;
  // Deployed writes `whatsappId || null`: 0 means none.
  if (change.whatsappId === 0) change.whatsappId = null;
  return change;
}
