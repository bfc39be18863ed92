import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApi } from '@renderer/api';
import { createI18n } from '@renderer/i18n';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeTicket, makeUser } from '@renderer/test/fixtures';
import { resetTickets, useTickets } from '@renderer/features/tickets/store';
import { preloadFirstScreen } from './preloadFirstScreen';

describe('start-up on a signed-in path', () => {
  let seen: SeenRequest[];

  beforeEach(() => {
    seen = fakeApi(() => new Promise(() => {}));
    resetTickets();
    useSession.setState({ phase: 'booting', user: null, token: null });
  });
  afterEach(() => setApi(null));

  it("on /tickets, the inbox's list is asked for the moment the resumed session is known, with no screen rendered", async () => {
    const i18n = await createI18n({});
    preloadFirstScreen(i18n, '/tickets');
    // The inbox's code arrives while the refresh is under way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    useSession.setState({ phase: 'authenticated', user: makeUser(), token: 't' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ path: '/tickets', query: { status: 'open', pageNumber: '1' } });
  });

  it("on /tickets, the first screen waits a moment for the list's first page, so its rows render with it", async () => {
    // The screen's code in the cache: what is left to wait for is the list.
    await Promise.all([import('@renderer/features/tickets/TicketsPage'), import('./layout/AppLayout'), import('./desktop/DesktopBadge')]);
    const ticket = makeTicket();
    fakeApi(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return request.path === '/tickets' ? { tickets: [ticket], count: 1, hasMore: false } : {};
    });
    useSession.setState({ phase: 'authenticated', user: makeUser(), token: 't' });
    const i18n = await createI18n({});
    await preloadFirstScreen(i18n, '/tickets');
    expect(useTickets.getState().lists.open.ids).toEqual([ticket.id]);
  });

  it("a list that does not answer holds the first screen back only a moment", async () => {
    useSession.setState({ phase: 'authenticated', user: makeUser(), token: 't' });
    const i18n = await createI18n({});
    await preloadFirstScreen(i18n, '/tickets');
    expect(seen.map((r) => r.path)).toEqual(['/tickets']);
    expect(useTickets.getState().lists.open.loading).toBe(true);
  });

  it('on the login page, nothing of the signed-in screens is asked for, even once signed in', async () => {
    const i18n = await createI18n({});
    preloadFirstScreen(i18n, '/login');
    useSession.setState({ phase: 'authenticated', user: makeUser(), token: 't' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });

  it('a session that does not resume stops the wait: the sign-in that follows on the login page is not taken for it', async () => {
    const i18n = await createI18n({});
    preloadFirstScreen(i18n, '/tickets/4bd2f1b4-3b0a-4c39-8f5d-1c7c1a9f6c3e');
    useSession.setState({ phase: 'anonymous' });
    useSession.setState({ phase: 'authenticated', user: makeUser(), token: 't' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });
});
