import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Ticket } from '@shared/api/ticket';
import type { Realtime } from '@renderer/api';
import { resetUnread, useUnread } from '@renderer/features/notifications/store';
import { useSession } from '@renderer/session';
import { useTickets } from '@renderer/features/tickets';
import { setPlatform, type Platform } from '@renderer/platform';
import { makeUser } from '@renderer/test/fixtures';
import { LocationProbe } from '@renderer/test/render';
import { DesktopBridge } from './DesktopBridge';
import { RESUME_MIN_INTERVAL_MS } from './useResume';

/** The platform's inbound doors (ticket links, resume) and the badge it is sent. */
function fakePlatform() {
  const doors = { link: (_uuid: string) => {}, resume: () => {} };
  const platform = {
    updateBadge: vi.fn(async () => {}),
    onOpenTicketLink: vi.fn((l: (uuid: string) => void) => ((doors.link = l), () => {})),
    onResume: vi.fn((l: () => void) => ((doors.resume = l), () => {})),
  };
  setPlatform(platform as unknown as Platform);
  return { platform, link: (uuid: string) => act(() => doors.link(uuid)), resume: () => act(() => doors.resume()) };
}

/** Where the login screen would send the user once signed in (the guard's `from`). */
function LoginState() {
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  return <output aria-label="after login">{from}</output>;
}

function mount(route = '/tickets') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <DesktopBridge />
      <Routes>
        <Route path="/login" element={<LoginState />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  setPlatform(null);
  useSession.setState({ phase: 'booting', user: null, realtime: null, expired: false, loggedOut: false });
  useTickets.setState((s) => ({ lists: { ...s.lists, pending: { ...s.lists.pending, page: 0, count: 0 } } }));
  resetUnread();
});

describe('DesktopBridge: ticket links', () => {
  it('signed in: a balcao://tickets/{uuid} link opens that ticket', () => {
    const { link } = fakePlatform();
    useSession.setState({ phase: 'authenticated', user: makeUser() });
    mount('/todolist');
    link('8b0d6f2e-1c1a-4e7f-9d2a-000000000001');
    expect(screen.getByLabelText('location')).toHaveTextContent('/tickets/8b0d6f2e-1c1a-4e7f-9d2a-000000000001');
  });

  it('before login: the login screen goes there once the user signs in; a malformed uuid is ignored', () => {
    const { link } = fakePlatform();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSession.setState({ phase: 'anonymous', user: null });
    mount('/login');
    link('abc-123');
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
    expect(screen.getByLabelText('after login')).toHaveTextContent('/tickets/abc-123');
    link('../admin');
    expect(screen.getByLabelText('after login')).toHaveTextContent('/tickets/abc-123');
    warn.mockRestore();
  });
});

describe('DesktopBridge: resume from sleep', () => {
  it('reconnects the socket now, once for a resume and its "online" together', () => {
    const { resume } = fakePlatform();
    const reconnectNow = vi.fn();
    useSession.setState({ phase: 'authenticated', user: makeUser(), realtime: { reconnectNow } as unknown as Realtime });
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    mount();
    resume();
    resume();
    expect(reconnectNow).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + RESUME_MIN_INTERVAL_MS);
    resume();
    expect(reconnectNow).toHaveBeenCalledTimes(2);
  });

  it('signed out there is no socket to reconnect', () => {
    const { resume } = fakePlatform();
    useSession.setState({ phase: 'anonymous', user: null, realtime: null });
    mount('/login');
    expect(() => resume()).not.toThrow();
  });
});

describe('DesktopBridge: badge', () => {
  it('sends the waiting count as the pending list follows, and the expired state after the session ends', async () => {
    const { platform } = fakePlatform();
    useSession.setState({ phase: 'authenticated', user: makeUser() });
    useTickets.setState((s) => ({ lists: { ...s.lists, pending: { ...s.lists.pending, page: 1, count: 3 } } }));
    mount();
    await waitFor(() => expect(platform.updateBadge).toHaveBeenLastCalledWith({ waiting: 3, unread: 0, sessionExpired: false }));

    act(() => useTickets.setState((s) => ({ lists: { ...s.lists, pending: { ...s.lists.pending, count: 4 } } })));
    await waitFor(() => expect(platform.updateBadge).toHaveBeenLastCalledWith({ waiting: 4, unread: 0, sessionExpired: false }));

    // A message in one of Ana's tickets: the unread list (the bell's) carries its count.
    const user = makeUser();
    act(() =>
      useUnread.setState({
        byId: {
          7: {
            id: 7,
            uuid: 'u7',
            status: 'open',
            userId: user.id,
            queueId: 1,
            isGroup: false,
            unreadMessages: 2,
            updatedAt: new Date().toISOString(),
            contact: { id: 1, name: 'Cliente', number: '5565900000001' },
          } as unknown as Ticket,
        },
      }),
    );
    await waitFor(() => expect(platform.updateBadge).toHaveBeenLastCalledWith({ waiting: 4, unread: 2, sessionExpired: false }));

    act(() => useSession.setState({ phase: 'anonymous', user: null, expired: true }));
    await waitFor(() => expect(platform.updateBadge).toHaveBeenLastCalledWith({ waiting: 0, unread: 0, sessionExpired: true }));
    expect(platform.updateBadge).toHaveBeenCalledTimes(4);
  });
});
