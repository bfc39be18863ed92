import { beforeEach, describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { createApiClient, setApi } from '@renderer/api';
import { loadBranding, useBranding } from './branding';

/** A backend answering GET /public-settings/{key} from plain data (null for the rest). */
function backend(settings: Record<string, string | null>) {
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
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
