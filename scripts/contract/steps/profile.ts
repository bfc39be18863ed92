import { userRecordSchema, type UserRecord } from '@shared/api/userUpdate';
import { api } from '@renderer/api';
import { saveUserChanges } from '@renderer/session/saveUserChanges';
import { missing, type Kit } from '../kit';
import { fail } from '../recorder';
import { recordDifferences } from '../recordDifferences';

const MARK = ' (kit)';
/** Spec 1 §5: a user's name has at most 50 characters. */
const NAME_MAX = 50;

/** The name the kit saves: the user's own with a mark (or without it, should an interrupted run have left one). */
export function markedName(name: string): string {
  if (name.endsWith(MARK) && name.length - MARK.length >= 2) return name.slice(0, -MARK.length);
  return `${name.slice(0, NAME_MAX - MARK.length)}${MARK}`;
}

const readUser = (id: number) => api().get(`users/${id}`, { schema: userRecordSchema });

/**
 * The profile dialog's save (saveUserChanges: the record read, sent back whole with the change),
 * checked on GET /users/{id} before and after: a backend whose PUT resets what the body leaves
 * out (CONTRACT.md "Errors") would show it here as lost queues, connection or width. The name is
 * then saved back the same way.
 */
export async function profile(kit: Kit): Promise<void> {
  const saveCheck = "PUT /users/{id} as the profile dialog saves the user's own name: the name changes, nothing else";
  const restoreCheck = 'the name saved back the same way: GET /users/{id} reads as before the run';
  const why = missing(kit, 'user');
  if (why) {
    kit.rec.skip('profile save', saveCheck, why);
    return kit.rec.skip('profile restore', restoreCheck, why);
  }
  const userId = kit.user!.id;
  // Filled in by the save check, read by the restore.
  const run: { before: UserRecord | null; saved: boolean } = { before: null, saved: false };

  await kit.rec.check('profile save', saveCheck, async () => {
    const before = (run.before = await readUser(userId));
    const name = markedName(String(before.name));
    await saveUserChanges(userId, { name, email: String(before.email) });
    run.saved = true;
    const after = await readUser(userId);
    if (after.name !== name) fail(`the name reads ${JSON.stringify(after.name)} after saving ${JSON.stringify(name)}`);
    const changed = recordDifferences(before, after, ['name']);
    if (changed.length) fail(`saving the name also changed: ${changed.join('; ')}`);
    return `${Object.keys(before).length} fields compared`;
  });

  const original = run.before;
  if (!run.saved || !original) return kit.rec.skip('profile restore', restoreCheck, 'nothing was saved');
  await kit.rec.check('profile restore', restoreCheck, async () => {
    await saveUserChanges(userId, { name: String(original.name), email: String(original.email) });
    const changed = recordDifferences(original, await readUser(userId));
    if (changed.length) fail(`the record still differs: ${changed.join('; ')}`);
    return `name ${JSON.stringify(original.name)} again`;
  });
}
