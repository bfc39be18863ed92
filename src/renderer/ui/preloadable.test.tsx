import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Inbox({ name }: { name: string }) {
  return <p>inbox of {name}</p>;
}

const shown = (Page: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Page name="ana" />
  </Suspense>
);

describe('a lazy screen that can be asked for early', () => {
  it('once preloaded, renders in the first commit, with no loading fallback', async () => {
    const Page = preloadable(async () => Inbox);
    await Page.preload();
    // Outside act(): a component that suspended would leave only the fallback in this first commit.
    render(shown(Page));
    expect(screen.getByText('inbox of ana')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('not preloaded, shows the fallback until its chunk is in, loading it once', async () => {
    let resolve!: (c: typeof Inbox) => void;
    const load = vi.fn(() => new Promise<typeof Inbox>((ok) => (resolve = ok)));
    const Page = preloadable(load);
    await act(async () => {
      render(shown(Page));
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    void Page.preload();
    await act(async () => resolve(Inbox));
    expect(await screen.findByText('inbox of ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load (offline) is asked for again by the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Inbox);
    const Page = preloadable<{ name: string }>(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Inbox);
    render(shown(Page));
    expect(screen.getByText('inbox of ana')).toBeInTheDocument();
  });
});
