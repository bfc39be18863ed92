import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractCheck } from '../config';

/** One line of a record file: a call answered, or a reply or socket payload its schema refused. */
export type ContractRecordLine =
  | { kind: 'call'; method: string; path: string; status: number }
  | { kind: 'mismatch'; method: string; path: string; message: string };

/**
 * The contract check of a test server: each answered call and each refused reply appended to
 * `file` (one file per test server, read by contractGlobalSetup.ts once every test has run).
 * A refused reply is also printed at once, so the failing test's output says why it got a 500.
 */
export function recordingCheck(file: string | null): ContractCheck {
  const write = (line: ContractRecordLine) => {
    if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  return {
    called: (call) => write({ kind: 'call', ...call }),
    mismatch: (failure) => {
      console.error(failure.message);
      write({ kind: 'mismatch', ...failure });
    },
  };
}

/** Every line of every record file in `dir`. */
export function readContractRecords(dir: string): ContractRecordLine[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as ContractRecordLine),
    );
}
