import {
  CONTACT_SPREADSHEETS,
  type IgnoreReason,
  type ImportContact,
  type PlannedRow,
} from '@shared/domain/contactImport';

/** A row the run did not import, with why (and the server's words when it failed otherwise). */
export interface IgnoredRow {
  line: number;
  row: string[];
  reason: IgnoreReason;
  detail?: string;
}

export interface RunProgress {
  processed: number;
  created: number;
  ignored: IgnoredRow[];
}

/** What posting one row gave: created, or ignored with a reason; throws to stop the whole run. */
export type PostOutcome = { created: true } | { created: false; reason: IgnoreReason; detail?: string };

export interface RunOptions {
  /**
   * POST /contactsImport for one row. Never aborted midway: a cancel waits for the row being
   * posted, which the server may already have created, so the counters are exactly what exists.
   */
  post(contact: ImportContact): Promise<PostOutcome>;
  signal: AbortSignal;
  /** Called every `progressEvery` rows and once at the end, with a fresh copy. */
  onProgress(progress: RunProgress): void;
  /** Time between two posts' starts (spec 3 §7: one contact per 330 ms); 0 in the bench. */
  paceMs?: number;
  progressEvery?: number;
}

/** A wait that ends early (rejecting) when the run is cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs an import plan: rows the plan already ignores are counted at once; the others are posted
 * one at a time, a post starting no sooner than `paceMs` after the previous one started. Progress
 * goes out every `progressEvery` rows. Cancelling (the signal) stops before the next row; what was
 * done stays counted. Resolves with the final progress; rejects with the signal's reason when
 * cancelled, or with what `post` threw.
 */
export async function runImport(plan: PlannedRow[], options: RunOptions): Promise<RunProgress> {
  const { post, signal, onProgress } = options;
  const paceMs = options.paceMs ?? CONTACT_SPREADSHEETS.paceMs;
  const every = options.progressEvery ?? CONTACT_SPREADSHEETS.progressEvery;
  const progress: RunProgress = { processed: 0, created: 0, ignored: [] };
  const report = () => onProgress({ ...progress, ignored: [...progress.ignored] });
  let lastPost = -Infinity;
  try {
    for (const item of plan) {
      signal.throwIfAborted();
      if ('ignored' in item) {
        progress.ignored.push({ line: item.line, row: item.row, reason: item.ignored });
      } else {
        await pause(lastPost + paceMs - performance.now(), signal);
        lastPost = performance.now();
        const outcome = await post(item.contact);
        if (outcome.created) progress.created++;
        else progress.ignored.push({ line: item.line, row: item.row, reason: outcome.reason, detail: outcome.detail });
      }
      progress.processed++;
      if (progress.processed % every === 0) report();
    }
  } finally {
    if (progress.processed % every !== 0) report();
  }
  return progress;
}
