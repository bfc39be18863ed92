// Company settings and plan against a deployed 4.8.12 (CONTRACT.md "Session"): its login reply
// has the settings as a one-row array and no plan, its refresh reply no settings. The session
// reads them on their own routes and keeps them live. Faked: fetch and the socket library only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setPlatform } from '@renderer/platform';
import { markFirstScreenShown, resetFirstScreen } from '@renderer/ui';
import { fakeBackend4812, fakeSockets } from '../test/fakeBackend4812';
import { useCompanyPlanRealtime } from './companyPlan';
import { useCompanySettingsRealtime } from './companySettings';
import { bootstrapSession, login, refreshSession } from './service';
import { useSession } from './store';

vi.mock('socket.io-client', async () => ({ io: (await import('../test/fakeBackend4812')).fakeIo }));

let backend: ReturnType<typeof fakeBackend4812>;
beforeEach(async () => {
  backend = fakeBackend4812();
  // The server's row differs from the one inside the login reply: only the route has these.
  backend.state.row = { ...backend.state.row, requiredTag: 'enabled', showNotificationPending: true };
  vi.stubGlobal('fetch', backend.fetchFn);
  setPlatform(null); // the browser platform, over the stubbed fetch
  useSession.getState().realtime?.close();
  useSession.setState({ phase: 'booting', token: null, user: null, realtime: null });
  await bootstrapSession(); // no session on the server yet: anonymous, the API client set
});
afterEach(() => {
  markFirstScreenShown(); // the rest of the suite runs with the first screen shown (test/setup.ts)
  useSession.getState().realtime?.close();
  vi.unstubAllGlobals();
  setPlatform(null);
});

const settings = () => useSession.getState().user?.company?.companieSettings;
const plan = () => useSession.getState().user?.company?.plan;
const asked = (path: string) => backend.requests.filter((r) => r.path === path);
/** The session's socket, once its library has loaded (it loads with the sign-in). */
async function sessionSocket() {
  await vi.waitFor(() => expect(useSession.getState().realtime).not.toBeNull());
  return fakeSockets.at(-1)!;
}

describe('signing in against 4.8.12', () => {
  it('reads the settings from GET /companySettings/{id} and the plan from listPlan before the session starts', async () => {
    const reply = await login('admin@multi100.com.br', 'x');
    expect(useSession.getState().phase).toBe('authenticated');
    expect(settings()).toMatchObject({
      requiredTag: 'enabled',
      showNotificationPending: 'enabled',
      sendSignMessage: 'enabled',
    });
    expect(plan()).toMatchObject({ useKanban: true, useCampaigns: true });
    expect(reply.user.company?.companieSettings.requiredTag).toBe('enabled');
    // Asked with the new session's token, before it was the store's.
    expect(asked('/companySettings/1')).toEqual([{ method: 'GET', path: '/companySettings/1', bearer: 'T1' }]);
    expect(asked('/companies/listPlan/1')).toHaveLength(1);
  });

  it('without the row route, asks the settings the app reads one by one (GET /companySettingOne)', async () => {
    backend.state.settingsRoute = 'missing';
    await login('admin@multi100.com.br', 'x');
    expect(settings()).toMatchObject({
      requiredTag: 'enabled',
      showNotificationPending: 'enabled',
      lgpdHideNumber: 'disabled',
    });
    expect(asked('/companySettingOne?column=requiredTag')).toHaveLength(1);
  });

  it("when the reads fail, signs in with the login reply's settings (spec 2: defaults on a failed read)", async () => {
    backend.state.settingsRoute = 'failing';
    backend.state.planRoute = 'failing';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await login('admin@multi100.com.br', 'x');
    expect(useSession.getState().phase).toBe('authenticated');
    expect(settings()).toMatchObject({ requiredTag: 'disabled', sendSignMessage: 'enabled' });
    expect(plan()).toBeNull();
  });
});

describe('resuming and refreshing', () => {
  it('resuming at start-up (a refresh reply without settings) reads them from their route', async () => {
    backend.state.session = true; // a session from an earlier run: its refresh cookie
    useSession.setState({ phase: 'booting', user: null });
    await bootstrapSession();
    expect(useSession.getState().phase).toBe('authenticated');
    expect(settings()).toMatchObject({ requiredTag: 'enabled', showNotificationPending: 'enabled' });
    expect(plan()).toMatchObject({ useKanban: true });
    expect(asked('/companies/listPlan/1')).toHaveLength(0); // the refresh reply had it
  });

  it('a refresh of the running session keeps the settings its reply lacks', async () => {
    await login('admin@multi100.com.br', 'x');
    await refreshSession();
    expect(useSession.getState().token).toBe('T2');
    expect(settings()).toMatchObject({ requiredTag: 'enabled', sendSignMessage: 'enabled' });
    expect(asked('/companySettings/1')).toHaveLength(1);
  });
});

describe('live settings', () => {
  it('applies company-{id}-settings changes (a boolean as its switch) and reads them all again on reconnect', async () => {
    await login('admin@multi100.com.br', 'x');
    renderHook(() => useCompanySettingsRealtime());
    const socket = await sessionSocket();
    act(() =>
      socket.fire('company-1-settings', { action: 'update', setting: { key: 'requiredTag', value: 'disabled' } }),
    );
    expect(settings()?.requiredTag).toBe('disabled');
    act(() => socket.fire('company-1-settings', { action: 'update', column: 'showNotificationPending', data: false }));
    expect(settings()?.showNotificationPending).toBe('disabled');

    // Changed while the socket was down: no event will tell; the reconnect reads the row again.
    backend.state.row = { ...backend.state.row, sendSignMessage: 'disabled' };
    act(() => socket.fire('connect'));
    await vi.waitFor(() => expect(settings()?.sendSignMessage).toBe('disabled'));
    expect(settings()?.requiredTag).toBe('enabled');
  });
});

describe('live plan', () => {
  it('reads the plan again on company-{id}-plan and after a reconnect (deployed backends never send the event)', async () => {
    await login('admin@multi100.com.br', 'x');
    renderHook(() => useCompanyPlanRealtime());
    const socket = await sessionSocket();
    expect(plan()?.useKanban).toBe(true);

    backend.state.plan = { ...backend.state.plan, useKanban: false };
    act(() => socket.fire('company-1-plan', { action: 'update', plan: backend.state.plan }));
    await vi.waitFor(() => expect(plan()?.useKanban).toBe(false));

    backend.state.plan = { ...backend.state.plan, useKanban: true, useOpenAi: false };
    act(() => socket.fire('connect'));
    await vi.waitFor(() => expect(plan()).toMatchObject({ useKanban: true, useOpenAi: false }));
  });
});

describe('the first connect (issue 18: the first row waits only for its own list)', () => {
  it('reads the settings and the plan again only once the first screen is shown', async () => {
    await login('admin@multi100.com.br', 'x');
    resetFirstScreen();
    renderHook(() => {
      useCompanySettingsRealtime();
      useCompanyPlanRealtime();
    });
    const socket = await sessionSocket();
    // Changed between the sign-in's read and the join: the first connect's resync must catch it.
    backend.state.row = { ...backend.state.row, sendSignMessage: 'disabled' };
    act(() => socket.fire('connect'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked('/companySettings/1')).toHaveLength(1); // the sign-in's own
    expect(asked('/companies/listPlan/1')).toHaveLength(1);

    act(() => markFirstScreenShown());
    await vi.waitFor(() => expect(settings()?.sendSignMessage).toBe('disabled'));
    await vi.waitFor(() => expect(asked('/companies/listPlan/1')).toHaveLength(2));
  });

  it('reads them again when the socket connected before they went live (a slow first render)', async () => {
    await login('admin@multi100.com.br', 'x');
    const socket = await sessionSocket();
    act(() => socket.fire('connect'));
    // Changed between the sign-in's read and the join; the connect came before the hooks listened.
    backend.state.row = { ...backend.state.row, sendSignMessage: 'disabled' };
    renderHook(() => {
      useCompanySettingsRealtime();
      useCompanyPlanRealtime();
    });
    await vi.waitFor(() => expect(settings()?.sendSignMessage).toBe('disabled'));
    await vi.waitFor(() => expect(asked('/companies/listPlan/1')).toHaveLength(2));
  });
});
