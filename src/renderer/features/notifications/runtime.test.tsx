import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { createApiClient, setApi } from '@renderer/api';
import { createRealtime } from '@renderer/api/socket';
import { useSession } from '@renderer/session';
import { setPlatform, type Platform } from '@renderer/platform';
import { NOTIFICATION_BURST_MS } from '@shared/domain/notificationPolicy';
import { lastSocket } from '@renderer/test/fakeSocketIo';
import { makeUser } from '@renderer/test/fixtures';
import { LocationProbe, testI18n } from '@renderer/test/render';
import { useNotificationsRuntime } from './runtime';
import { useDoNotDisturb } from './doNotDisturb';
import { resetUnread, useUnread } from './store';

const ANA = 3;
const SUPORTE = 1;
let i18n: I18n;
/** Every sound played: the element's volume when play() was called. */
let played: number[] = [];

function ticket(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    uuid: `uuid-${id}`,
    status: 'open',
    userId: ANA,
    queueId: SUPORTE,
    contactId: 100 + id,
    contact: { id: 100 + id, name: `Cliente ${id}`, number: `55659000000${id}` },
    unreadMessages: 1,
    updatedAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    ...over,
  };
}
const message = (ticketId: number, over: Record<string, unknown> = {}) => ({
  id: ticketId * 10,
  body: `olá do ${ticketId}`,
  fromMe: false,
  ack: 0,
  createdAt: new Date().toISOString(),
  ticketId,
  ...over,
});

vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'));

/** The app's realtime client on a socket the test drives: `emit` is the server sending an event. */
function realtimeOfCompany2() {
  const realtime = createRealtime({
    backendUrl: 'http://backend.test',
    companyId: 2,
    getToken: () => 't',
    refresh: async () => 't',
  });
  realtime.connect();
  const socket = lastSocket();
  const emit = (event: string, payload: unknown) => act(() => socket.deliver(event, payload));
  return { realtime, emit };
}

function fakePlatform() {
  let click: (uuid: string) => void = () => {};
  let focus: (focused: boolean) => void = () => {};
  let localChanged: (key: string, value: unknown) => void = () => {};
  const platform = {
    getLocal: vi.fn(async () => false),
    onLocalChanged: (l: (key: string, value: unknown) => void) => ((localChanged = l), () => {}),
    kind: 'web',
    notify: vi.fn(async () => {}),
    onNotificationClick: (l: (uuid: string) => void) => ((click = l), () => {}),
    onFocusChanged: (l: (f: boolean) => void) => ((focus = l), () => {}),
    getScoped: vi.fn(async () => 0.4),
    setScoped: vi.fn(async () => {}),
    notificationPermission: () => 'granted',
  };
  setPlatform(platform as unknown as Platform);
  return {
    platform,
    click: (uuid: string) => act(() => click(uuid)),
    focus: (f: boolean) => act(() => focus(f)),
    /** The tray (or another tab) changed an installation-wide value. */
    localChanged: (key: string, value: unknown) => act(() => localChanged(key, value)),
  };
}

function Runtime({ onCount }: { onCount(n: number): void }) {
  useNotificationsRuntime(onCount);
  return null;
}

beforeEach(async () => {
  i18n ??= await testI18n();
  played = [];
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      play = async () => void played.push(this.volume);
    },
  );
});
afterEach(() => {
  setPlatform(null);
  setApi(null);
  resetUnread();
  useDoNotDisturb.setState({ on: false });
  useSession.getState().realtime?.close();
  useSession.setState({ user: null, realtime: null, backendUrl: null });
  vi.unstubAllGlobals();
});

function start(pages: unknown[], settings: Record<string, string> = {}) {
  const fetchFn = vi.fn(async () => Response.json(pages.shift() ?? { tickets: [], count: 0, hasMore: false }));
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchFn,
      getToken: () => 't',
      refresh: async () => null,
      onSessionExpired: () => {},
    }),
  );
  const { realtime, emit } = realtimeOfCompany2();
  const user = makeUser(
    { id: ANA, companyId: 2, queues: [{ id: SUPORTE, name: 'Suporte', color: '#0091FF' }] },
    { companieSettings: settings },
  );
  useSession.setState({ user, realtime, backendUrl: 'http://backend.test' });
  const counts: number[] = [];
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/tickets/uuid-1']}>
        <Runtime onCount={(n) => counts.push(n)} />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { fetchFn, emit, counts, view, lastCount: () => counts[counts.length - 1] };
}

describe('useNotificationsRuntime', () => {
  it('loads the unread tickets (withUnreadMessages) and puts their count in the title', async () => {
    fakePlatform();
    const { fetchFn, lastCount } = start([
      { tickets: [ticket(1), ticket(2), ticket(3, { userId: 9 })], count: 3, hasMore: false },
    ]);
    await waitFor(() => expect(lastCount()).toBe(2)); // ticket 3 is another attendant's
    const input = (fetchFn.mock.calls[0] as unknown[])[0];
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.pathname).toBe('/tickets');
    expect(url.searchParams.get('withUnreadMessages')).toBe('true');
    expect(url.searchParams.get('pageNumber')).toBe('1');
  });

  it('pending tickets count only with showNotificationPending', async () => {
    const pending = ticket(4, { status: 'pending', userId: null });
    fakePlatform();
    const off = start([{ tickets: [ticket(1), pending], count: 2, hasMore: false }]);
    await waitFor(() => expect(off.lastCount()).toBe(1));
    off.view.unmount();
    resetUnread();
    const on = start([{ tickets: [ticket(1), pending], count: 2, hasMore: false }], {
      showNotificationPending: 'enabled',
    });
    await waitFor(() => expect(on.lastCount()).toBe(2));
  });

  it('a message notifies (sound at the volume), except for the ticket open in the focused window; a click opens the ticket', async () => {
    const { platform, click, focus } = fakePlatform();
    const { emit, lastCount, view } = start([{ tickets: [], count: 0, hasMore: false }]);
    await waitFor(() => expect(useUnread.getState().volume).toBe(0.4));
    await waitFor(() => expect(useUnread.getState().page).toBe(1));
    focus(true);

    // The ticket on screen (/tickets/uuid-1), window focused: counted, not notified.
    emit('company-2-appMessage', { action: 'create', message: message(1), ticket: ticket(1) });
    expect(platform.notify).not.toHaveBeenCalled();
    expect(lastCount()).toBe(1);

    emit('company-2-appMessage', {
      action: 'create',
      message: message(2),
      ticket: ticket(2),
      contact: { id: 102, name: 'Dona Maria' },
    });
    expect(platform.notify).toHaveBeenCalledWith({
      title: 'Mensagem de Dona Maria',
      body: 'olá do 2',
      tag: 'balcao-1',
      ticketUuid: 'uuid-2',
    });
    expect(played).toEqual([0.4]);
    expect(lastCount()).toBe(2);

    // Reading a ticket (anywhere) takes it off the list.
    emit('company-2-ticket', { action: 'updateUnread', ticketId: 1 });
    expect(lastCount()).toBe(1);

    click('uuid-2');
    expect(view.getByLabelText('location')).toHaveTextContent('/tickets/uuid-2');
  });

  it("never for the user's own messages, private notes, or tickets of other queues", async () => {
    const { platform } = fakePlatform();
    const { emit, lastCount } = start([{ tickets: [], count: 0, hasMore: false }]);
    await waitFor(() => expect(useUnread.getState().page).toBe(1));
    emit('company-2-appMessage', {
      action: 'create',
      message: message(5, { fromMe: true }),
      ticket: ticket(5, { unreadMessages: 0 }),
    });
    emit('company-2-appMessage', {
      action: 'create',
      message: message(6, { isPrivate: true }),
      ticket: ticket(6, { unreadMessages: 0 }),
    });
    emit('company-2-appMessage', {
      action: 'create',
      message: message(7),
      ticket: ticket(7, { userId: null, status: 'pending', queueId: 2 }),
    });
    expect(platform.notify).not.toHaveBeenCalled();
    expect(played).toEqual([]);
    expect(lastCount()).toBe(0);
  });

  it('do not disturb, switched on from the tray: messages still count, but nothing is shown or heard', async () => {
    const { platform, localChanged } = fakePlatform();
    const { emit, lastCount } = start([{ tickets: [], count: 0, hasMore: false }]);
    await waitFor(() => expect(useUnread.getState().page).toBe(1));
    await waitFor(() => expect(platform.getLocal).toHaveBeenCalledWith('doNotDisturb'));

    localChanged('doNotDisturb', true);
    emit('company-2-appMessage', { action: 'create', message: message(2), ticket: ticket(2) });
    expect(platform.notify).not.toHaveBeenCalled();
    expect(played).toEqual([]);
    expect(lastCount()).toBe(1);

    // Another installation-wide value changing does not touch it; switching it off does.
    localChanged('theme', 'dark');
    expect(useDoNotDisturb.getState().on).toBe(true);
    localChanged('doNotDisturb', false);
    emit('company-2-appMessage', { action: 'create', message: message(3), ticket: ticket(3) });
    expect(platform.notify).toHaveBeenCalledTimes(1);
    expect(played).toHaveLength(1);
  });

  it('do not disturb switched on during a burst keeps its summary quiet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { platform, localChanged } = fakePlatform();
      const { emit } = start([{ tickets: [], count: 0, hasMore: false }]);
      await waitFor(() => expect(useUnread.getState().page).toBe(1));
      emit('company-2-appMessage', { action: 'create', message: message(2), ticket: ticket(2) });
      emit('company-2-appMessage', { action: 'create', message: message(3), ticket: ticket(3) });
      expect(platform.notify).toHaveBeenCalledTimes(1);
      localChanged('doNotDisturb', true);
      await act(async () => void vi.advanceTimersByTime(NOTIFICATION_BURST_MS));
      expect(platform.notify).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signing out empties the list and the title', async () => {
    fakePlatform();
    const { lastCount, view } = start([{ tickets: [ticket(1)], count: 1, hasMore: false }]);
    await waitFor(() => expect(lastCount()).toBe(1));
    view.unmount();
    expect(lastCount()).toBe(0);
  });
});
