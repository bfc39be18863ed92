import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { createApiClient, setApi } from '@renderer/api';
import { getPlatform, setPlatform } from '@renderer/platform';
import { markFirstScreenShown, resetFirstScreen } from '@renderer/ui';
import {
  applyBrandingSetting,
  BRANDING_REREAD_MS,
  loadBranding,
  startBranding,
  useBranding,
  useBrandingReread,
} from './branding';

/** A backend answering GET /public-settings/{key} from plain data (null for the rest). */
function backend(settings: Record<string, string | null>, asked: string[] = []) {
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    asked.push(path);
    if (path.startsWith('/public-settings/')) return Response.json(settings[path.split('/').pop()!] ?? null);
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  }) as typeof fetch;
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchFn,
      getToken: () => null,
      refresh: async () => null,
      onSessionExpired: () => {},
    }),
  );
}

beforeEach(() => {
  useBranding.setState({ primaryColorLight: PRIMARY_COLOR_LIGHT, primaryColorDark: PRIMARY_COLOR_DARK });
});

describe('branding: the theme colours from the public settings (spec 2)', () => {
  it('takes the configured primaryColorLight and primaryColorDark', async () => {
    backend({ primaryColorLight: '#FFD600', primaryColorDark: '#7C3AED' });
    await loadBranding('http://backend.test');
    expect(useBranding.getState()).toMatchObject({ primaryColorLight: '#FFD600', primaryColorDark: '#7C3AED' });
  });

  it('keeps the defaults #0091FF and #2c3145 when a value is missing or not a colour', async () => {
    backend({ primaryColorLight: 'blue-ish', primaryColorDark: null });
    await loadBranding('http://backend.test');
    expect(useBranding.getState()).toMatchObject({ primaryColorLight: '#0091FF', primaryColorDark: '#2c3145' });
  });
});

describe('branding: read once at a time', () => {
  it("a second reading asked while one runs (the first screen's and the first connect's) shares it", async () => {
    const asked: string[] = [];
    backend({ appName: 'Loja' }, asked);
    await Promise.all([loadBranding('http://backend.test'), loadBranding('http://backend.test')]);
    expect(asked.filter((p) => p === '/public-settings/appName')).toHaveLength(1);
    expect(useBranding.getState().appName).toBe('Loja');
    await loadBranding('http://backend.test'); // one that starts after it ended reads again
    expect(asked.filter((p) => p === '/public-settings/appName')).toHaveLength(2);
  });
});

describe('branding kept on the machine (issue 18: no public settings before the first screen)', () => {
  afterEach(() => {
    markFirstScreenShown(); // the rest of the suite runs with the first screen shown (test/setup.ts)
    localStorage.clear();
  });

  it("shows this backend's kept branding at once and reads it again once the first screen is shown", async () => {
    setPlatform(null); // the browser platform: localStorage
    backend({ appName: 'Loja' });
    await loadBranding('http://backend.test'); // an earlier run's reading, kept
    useBranding.setState({ appName: 'Balcão' });
    resetFirstScreen();
    const asked: string[] = [];
    backend({ appName: 'Loja Nova' }, asked);

    const started = startBranding('http://backend.test');
    await vi.waitFor(() => expect(useBranding.getState().appName).toBe('Loja'));
    expect(asked).toEqual([]);
    markFirstScreenShown();
    await started;
    expect(useBranding.getState().appName).toBe('Loja Nova');
    expect(await getPlatform().getLocal('branding')).toMatchObject({ settings: { appName: 'Loja Nova' } });
  });

  it("reads another backend's branding at once, before any screen", async () => {
    setPlatform(null);
    backend({ appName: 'Loja' });
    await loadBranding('http://other.test');
    resetFirstScreen();
    const asked: string[] = [];
    backend({ appName: 'Deste backend' }, asked);
    await startBranding('http://backend.test');
    expect(useBranding.getState().appName).toBe('Deste backend');
    expect(asked).toContain('/public-settings/appName');
  });
});

describe('branding: the white-label followed after it changes (issue 12)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("applies a changed key from the settings event; a logo's path becomes its public URL; other keys are ignored", () => {
    applyBrandingSetting('http://backend.test', 'appName', 'Loja');
    applyBrandingSetting('http://backend.test', 'primaryColorLight', '#aa3300');
    applyBrandingSetting('http://backend.test', 'primaryColorDark', 'nope');
    applyBrandingSetting('http://backend.test', 'appLogoLight', '1/abc/logo.png');
    applyBrandingSetting('http://backend.test', 'userRating', 'enabled');
    expect(useBranding.getState()).toMatchObject({
      appName: 'Loja',
      primaryColorLight: '#aa3300',
      primaryColorDark: PRIMARY_COLOR_DARK,
      logoLight: 'http://backend.test/public/1/abc/logo.png',
    });
    applyBrandingSetting('http://backend.test', 'appName', '');
    applyBrandingSetting('http://backend.test', 'appLogoLight', '');
    expect(useBranding.getState()).toMatchObject({ appName: 'Balcão', logoLight: null });
  });

  it('a page without a socket reads it again when the window regains focus and every minute', async () => {
    vi.useFakeTimers();
    backend({ appName: 'Primeiro' });
    const { unmount } = renderHook(() => useBrandingReread('http://backend.test'));
    backend({ appName: 'Depois do foco' });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(useBranding.getState().appName).toBe('Depois do foco'));
    backend({ appName: 'Um minuto depois' });
    await vi.advanceTimersByTimeAsync(BRANDING_REREAD_MS);
    await vi.waitFor(() => expect(useBranding.getState().appName).toBe('Um minuto depois'));
    unmount();
    backend({ appName: 'Ignorado' });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(BRANDING_REREAD_MS);
    expect(useBranding.getState().appName).toBe('Um minuto depois');
  });
});
