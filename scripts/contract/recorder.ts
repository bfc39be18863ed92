import { ApiError } from '@renderer/api';

/**
 * pass; fail; skip (not run because a step it needs failed: counts as not passed); warn (the
 * backend does something Balcão copes with but its owner should know, e.g. a logout that does not
 * revoke the refresh token, as stock Whaticket 4.8: CONTRACT.md "Where the reference server is
 * stricter"). Only pass and warn let the kit exit 0.
 */
export type StepStatus = 'pass' | 'fail' | 'skip' | 'warn';

export interface StepRow {
  step: string;
  /** What was checked, in words. */
  check: string;
  status: StepStatus;
  /** Why it failed, was skipped or warns; for a pass, what was seen. */
  note: string;
}

/** What a check returns: nothing, a note of what was seen, or a warning. */
export type CheckOutcome = void | string | { warn: string };

/** Thrown inside a check to fail it with a plain reason. */
export class CheckFailed extends Error {}

export function fail(reason: string): never {
  throw new CheckFailed(reason);
}

/** The reason of a failed call, as an operator reads it: status, backend code, schema paths. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'http') return `HTTP ${error.status}: ${error.message}`;
    if (error.kind === 'malformed') return `reply refused by the shared schema: ${error.message}`;
    return `${error.kind} error: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function createRecorder(onRow: (row: StepRow) => void = () => {}) {
  const rows: StepRow[] = [];
  const add = (row: StepRow) => {
    rows.push(row);
    onRow(row);
  };

  return {
    rows,
    /** Runs one check; true when it passed or warned. */
    async check(step: string, check: string, run: () => Promise<CheckOutcome>): Promise<boolean> {
      try {
        const outcome = await run();
        if (outcome && typeof outcome === 'object') add({ step, check, status: 'warn', note: outcome.warn });
        else add({ step, check, status: 'pass', note: outcome ?? '' });
        return true;
      } catch (error) {
        add({ step, check, status: 'fail', note: reasonOf(error) });
        return false;
      }
    },
    skip(step: string, check: string, reason: string): void {
      add({ step, check, status: 'skip', note: reason });
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/** The exit code of a run: 0 when every step passed (warnings allowed), else 1. */
export function exitCodeOf(rows: readonly StepRow[]): number {
  return rows.length > 0 && rows.every((r) => r.status === 'pass' || r.status === 'warn') ? 0 : 1;
}
