import { readFileSync } from 'node:fs';

/**
 * Replies recorded from a deployed Whaticket backend (CONTRACT.md), kept read-only in the `shared/`
 * folder beside this repository (its parent directory holds `shared/`, as in a fresh clone next to
 * it). Schema tests parse them, so a shape a real backend sends can never again refuse a sign-in.
 */
const ROOT = new URL('../../../shared/contract-fixtures/', import.meta.url);

export type RecordedReply = 'login' | 'refresh';

export function recordedReply(version: 'whaticket-4.8.12', reply: RecordedReply): unknown {
  const file = new URL(`${version}/${reply}.json`, ROOT);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // A missing folder must fail the test loudly, never pass it by parsing nothing.
    throw new Error(`Cannot read the recorded reply ${file.pathname} (is shared/ beside the repository?): ${String(error)}`);
  }
}
