import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { PlannedRow } from '@shared/domain/contactImport';
import { useSession } from '@renderer/session';
import { makeUser } from '@renderer/test/fixtures';
import { cancelImport, resetImport, startImport, useImportJob } from './importJob';
import type { PostOutcome } from './importRun';

const plan = (n: number): PlannedRow[] =>
  Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    row: [`C${i}`, String(5565000000000 + i)],
    contact: { name: `C${i}`, number: String(5565000000000 + i), email: '', tags: '', extraInfo: [] },
  }));
const file = { fileName: 'lote.xlsx', headers: ['Nome', 'Número'] };

/** A post that waits until released, to hold a run mid-way. */
function gate() {
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => (open = resolve));
  return {
    post: async (): Promise<PostOutcome> => {
      await opened;
      return { created: true };
    },
    release() {
      open();
      opened = Promise.resolve();
    },
  };
}

afterEach(() => {
  cancelImport();
  useSession.setState({ user: null });
});

describe('the import job', () => {
  it('runs outside any component, one at a time, and ends counted', async () => {
    useSession.setState({ user: makeUser({ id: 1 }) });
    const held = gate();
    expect(startImport(file, plan(7), { post: held.post, paceMs: 0 })).toBe(true);
    expect(startImport(file, plan(1), { post: held.post, paceMs: 0 })).toBe(false);
    expect(useImportJob.getState()).toMatchObject({ status: 'running', fileName: 'lote.xlsx', total: 7 });
    held.release();
    await waitFor(() => expect(useImportJob.getState()).toMatchObject({ status: 'done', processed: 7, created: 7 }));
    resetImport();
    expect(useImportJob.getState().status).toBe('idle');
  });

  it('is cancelled, keeping what was done', async () => {
    useSession.setState({ user: makeUser({ id: 1 }) });
    const held = gate();
    startImport(file, plan(7), { post: held.post, paceMs: 0 });
    cancelImport();
    held.release();
    await waitFor(() => expect(useImportJob.getState().status).toBe('cancelled'));
    expect(useImportJob.getState().created).toBeLessThan(7);
  });

  it('is ended and forgotten when the user signs out', async () => {
    useSession.setState({ user: makeUser({ id: 1 }) });
    const held = gate();
    startImport(file, plan(7), { post: held.post, paceMs: 0 });
    useSession.setState({ user: null });
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useImportJob.getState()).toMatchObject({ status: 'idle', fileName: '', total: 0 });
    // A new run may start at once.
    expect(startImport(file, plan(1), { post: held.post, paceMs: 0 })).toBe(true);
  });
});
