import { existsSync, renameSync } from 'node:fs';
import type { Log } from '../log';

/**
 * Opens the store with `create`; if the file on disk cannot be read (invalid JSON, half-written),
 * sets it aside next to itself as `<file>.corrupt-<time>` and starts clean, so a damaged file
 * costs the user their local preferences and login, never the app. The file is kept, not
 * deleted, so it can be inspected. `create` may also migrate (migrations.ts): a file no migration
 * can read is set aside the same way.
 */
export function openStore<S>(
  create: () => S,
  filePath: string,
  log: Log,
  now: () => Date = () => new Date(),
  onSetAside?: (aside: string) => void,
): S {
  try {
    return create();
  } catch (error) {
    if (!existsSync(filePath)) throw error;
    const aside = `${filePath}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(filePath, aside);
    log.warn(`local store ${filePath} could not be read; set aside as ${aside}, starting clean`, error);
    const store = create();
    // The user is told (storeNotice.ts): their login and preferences are gone, and why.
    onSetAside?.(aside);
    return store;
  }
}
