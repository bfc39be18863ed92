import { describe, expect, it, vi } from 'vitest';
import type { ImportContact, PlannedRow } from '@shared/domain/contactImport';
import { runImport, type PostOutcome, type RunProgress } from './importRun';

const contact = (number: string): ImportContact => ({
  name: `C ${number}`,
  number,
  email: '',
  tags: '',
  extraInfo: [],
});
const planOf = (n: number, ignoredEvery = 0): PlannedRow[] =>
  Array.from({ length: n }, (_, i) =>
    ignoredEvery && i % ignoredEvery === 0
      ? { line: i + 2, row: [], ignored: 'noName' as const }
      : { line: i + 2, row: [], contact: contact(String(5565000000000 + i)) },
  );

describe('runImport', () => {
  it('posts each planned contact, counts created and ignored, and reports every 5 rows and at the end', async () => {
    const post = vi.fn(async (c: ImportContact): Promise<PostOutcome> =>
      c.number.endsWith('3') ? { created: false, reason: 'duplicate' } : { created: true },
    );
    const reports: RunProgress[] = [];
    const done = await runImport(planOf(12, 5), {
      post,
      signal: new AbortController().signal,
      onProgress: (p) => reports.push(p),
      paceMs: 0,
    });
    // Rows 0, 5 and 10 are ignored by the plan and never posted; row 3 is a duplicate.
    expect(post).toHaveBeenCalledTimes(9);
    expect(done.created).toBe(8);
    expect(done.ignored.map((r) => [r.line, r.reason])).toEqual([
      [2, 'noName'],
      [5, 'duplicate'],
      [7, 'noName'],
      [12, 'noName'],
    ]);
    expect(reports.map((r) => r.processed)).toEqual([5, 10, 12]);
  });

  it('waits the pace between two posts', async () => {
    vi.useFakeTimers();
    try {
      const starts: number[] = [];
      const run = runImport(planOf(3), {
        post: async () => {
          starts.push(performance.now());
          return { created: true };
        },
        signal: new AbortController().signal,
        onProgress: () => undefined,
        paceMs: 330,
      });
      await vi.advanceTimersByTimeAsync(1000);
      await run;
      expect(starts).toHaveLength(3);
      expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(330);
      expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(330);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops before the next row when cancelled, the row being posted finished and counted', async () => {
    const abort = new AbortController();
    const reports: RunProgress[] = [];
    const post = vi.fn(async (): Promise<PostOutcome> => {
      if (post.mock.calls.length === 2) abort.abort();
      return { created: true };
    });
    await expect(
      runImport(planOf(10), { post, signal: abort.signal, onProgress: (p) => reports.push(p), paceMs: 0 }),
    ).rejects.toBeDefined();
    expect(post).toHaveBeenCalledTimes(2);
    expect(reports.at(-1)).toMatchObject({ processed: 2, created: 2 });
  });
});
