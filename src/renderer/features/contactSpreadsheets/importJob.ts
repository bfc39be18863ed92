import { create } from 'zustand';
import type { PlannedRow } from '@shared/domain/contactImport';
import { useSession } from '@renderer/session';
import { postImportRow } from './api';
import { runImport, type IgnoredRow, type RunOptions } from './importRun';

export type ImportStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface ImportJob {
  status: ImportStatus;
  fileName: string;
  /** The sheet's headers, for the file of ignored rows. */
  headers: string[];
  total: number;
  processed: number;
  created: number;
  ignored: IgnoredRow[];
  error: unknown;
  /** A file picked on the contacts page, for the import page to read when it opens. */
  handedOver: File | null;
}

const IDLE: Omit<ImportJob, 'handedOver'> = {
  status: 'idle',
  fileName: '',
  headers: [],
  total: 0,
  processed: 0,
  created: 0,
  ignored: [],
  error: null,
};

/**
 * The import run, kept at module level rather than in the page: the run goes on while the user
 * works elsewhere in the app, and the page shows it again when they come back (spec 3 "Contact
 * import"; one run at a time).
 */
export const useImportJob = create<ImportJob>(() => ({ ...IDLE, handedOver: null }));

let running: AbortController | null = null;

/** Starts a run of `plan`; refused (false) while another one runs. */
export function startImport(
  file: { fileName: string; headers: string[] },
  plan: PlannedRow[],
  options: Partial<Pick<RunOptions, 'paceMs' | 'post'>> = {},
): boolean {
  if (running) return false;
  const abort = new AbortController();
  running = abort;
  useImportJob.setState({ ...IDLE, ...file, status: 'running', total: plan.length });
  // Only this run's own updates land: one forgotten at sign-out (below) says nothing more.
  const update = (change: Partial<ImportJob>) => {
    if (running === abort) useImportJob.setState(change);
  };
  void runImport(plan, {
    post: options.post ?? postImportRow,
    paceMs: options.paceMs,
    signal: abort.signal,
    onProgress: update,
  })
    .then(
      () => update({ status: 'done' }),
      (error: unknown) => update(abort.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error }),
    )
    .finally(() => {
      if (running === abort) running = null;
    });
  return true;
}

/** Stops the run before its next row; what was done stays counted. */
export function cancelImport(): void {
  running?.abort();
}

/** Back to the drop page once a run has ended (a running one stays). */
export function resetImport(): void {
  if (!running) useImportJob.setState({ ...IDLE });
}

/** The contacts page hands the import page the file its picker chose. */
export function handOverFile(file: File | null): void {
  useImportJob.setState({ handedOver: file });
}

// A run is its user's: signing out, or another user signing in, ends it and forgets it (file name
// and counts included), so the next person at this window starts from the drop page.
useSession.subscribe((now, before) => {
  if (now.user?.id === before.user?.id) return;
  running?.abort();
  running = null;
  useImportJob.setState({ ...IDLE, handedOver: null });
});
