import { useEffect } from 'react';
import { create } from 'zustand';
import { PUBLIC_SETTING_KEYS, sessionAddresses, type PublicSettingKey } from '@shared/api/routes/sessionAddresses';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { titleWithUnread } from '@shared/domain/unreadTitle';
import { callDeferred, deferred } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { whenFirstScreenShown } from '@renderer/ui/firstScreen';
import { parseColor } from '@renderer/ui/contrast';

/** The company's two primary colours (light and dark scheme), from which the shell builds its theme. */
export interface Brand {
  primaryColorLight: string;
  primaryColorDark: string;
}

export const DEFAULT_BRAND: Brand = { primaryColorLight: PRIMARY_COLOR_LIGHT, primaryColorDark: PRIMARY_COLOR_DARK };

interface Branding extends Brand {
  appName: string;
  favicon: string | null;
  /** The installation's logos (white-label), as URLs; null: none. */
  logoLight: string | null;
  logoDark: string | null;
  allowSignup: boolean;
  /** Unread count shown in the window title (spec 1 §9). */
  unread: number;
}

const DEFAULT_NAME = 'Balcão';

export const useBranding = create<Branding>(() => ({
  appName: DEFAULT_NAME,
  favicon: null,
  logoLight: null,
  logoDark: null,
  allowSignup: false,
  unread: 0,
  ...DEFAULT_BRAND,
}));

function applyToDocument({ appName, favicon, unread }: Branding) {
  document.title = titleWithUnread(appName, unread);
  if (favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }
}
useBranding.subscribe(applyToDocument);

// Read after the first screen; its schema loads then, not with the login page (issue 18).
const publicSettingRoute = deferred(sessionAddresses.publicSetting, () =>
  import('@shared/api/routes/meta').then((m) => m.metaRoutes.publicSetting),
);

/** One public setting; `ok` false when it could not be read (then not kept on the machine). */
async function publicSetting(key: PublicSettingKey): Promise<{ value: string | null; ok: boolean }> {
  try {
    // Deployed backends guard this route with a shared public token in the query (ENV_TOKEN).
    const token = import.meta.env.VITE_PUBLIC_SETTINGS_TOKEN ?? 'wtV';
    return { value: await callDeferred(publicSettingRoute, { params: { key }, query: { token } }), ok: true };
  } catch {
    return { value: null, ok: false }; // branding is optional: a backend without it keeps Balcão's own
  }
}

/** A configured colour the theme can use, else the default (the theme makes any colour readable, not any text). */
const colorOr = (value: string | null, fallback: string) => (value && parseColor(value) ? value : fallback);

/** A stored logo path (POST /settings-whitelabel/logo answers it) as the URL it is served at. */
const publicUrl = (backendUrl: string, path: string | null) =>
  path ? (/^(https?:|data:)/.test(path) ? path : `${backendUrl}/public/${path}`) : null;

type PublicSettings = Record<PublicSettingKey, string | null>;

function applyBranding(backendUrl: string, settings: PublicSettings) {
  useBranding.setState({
    appName: settings.appName || DEFAULT_NAME,
    favicon: publicUrl(backendUrl, settings.appLogoFavicon),
    logoLight: publicUrl(backendUrl, settings.appLogoLight),
    logoDark: publicUrl(backendUrl, settings.appLogoDark),
    allowSignup: settings.allowSignup === 'enabled',
    primaryColorLight: colorOr(settings.primaryColorLight, DEFAULT_BRAND.primaryColorLight),
    primaryColorDark: colorOr(settings.primaryColorDark, DEFAULT_BRAND.primaryColorDark),
  });
}

/** The readings in flight, per backend. */
const reading = new Map<string, Promise<void>>();

/**
 * Reads appName, favicon, logos, allowSignup (spec 1 §2 Login) and the theme's primary colours
 * (primaryColorLight, primaryColorDark: spec 2) from the backend's public settings (one call
 * each: the contract's route takes one key), and keeps them on the machine when all were read.
 */
export function loadBranding(backendUrl: string): Promise<void> {
  // One reading at a time: the first screen's revalidation and the socket's first resync come
  // together, and would otherwise ask for the same seven settings twice.
  const running = reading.get(backendUrl);
  if (running) return running;
  const started = readBranding(backendUrl).finally(() => reading.delete(backendUrl));
  reading.set(backendUrl, started);
  return started;
}

async function readBranding(backendUrl: string): Promise<void> {
  const read = await Promise.all(PUBLIC_SETTING_KEYS.map(publicSetting));
  const settings = Object.fromEntries(PUBLIC_SETTING_KEYS.map((key, i) => [key, read[i].value])) as PublicSettings;
  applyBranding(backendUrl, settings);
  if (read.every((r) => r.ok)) await keep(() => getPlatform().setLocal('branding', { backendUrl, settings }));
}

/** The machine's copy is a shortcut, never a requirement: a store that fails is ignored. */
async function keep<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}

/**
 * At start-up and on a change of backend: the branding kept from this backend's last reading is
 * shown at once, and read again (revalidated) once the first screen is shown, so the seven
 * public-settings calls no longer come before the login form or the inbox's first row (issue 18).
 * Nothing kept for this backend: read now, as the login page shows it.
 */
export async function startBranding(backendUrl: string): Promise<void> {
  const kept = await keep(() => getPlatform().getLocal('branding'));
  if (kept?.backendUrl !== backendUrl) return loadBranding(backendUrl);
  applyBranding(backendUrl, kept.settings);
  await whenFirstScreenShown();
  await loadBranding(backendUrl);
}

/**
 * One white-label key changed by the super user (PUT /settings/{key}, seen on `company-{id}-settings`):
 * applied at once to every signed-in window. Other keys are not branding and are ignored.
 */
export function applyBrandingSetting(backendUrl: string, key: string, value: string | undefined): void {
  const text = value ?? null;
  switch (key) {
    case 'appName':
      return useBranding.setState({ appName: text || DEFAULT_NAME });
    case 'primaryColorLight':
      return useBranding.setState({ primaryColorLight: colorOr(text, DEFAULT_BRAND.primaryColorLight) });
    case 'primaryColorDark':
      return useBranding.setState({ primaryColorDark: colorOr(text, DEFAULT_BRAND.primaryColorDark) });
    case 'appLogoFavicon':
      return useBranding.setState({ favicon: publicUrl(backendUrl, text) });
    case 'appLogoLight':
      return useBranding.setState({ logoLight: publicUrl(backendUrl, text) });
    case 'appLogoDark':
      return useBranding.setState({ logoDark: publicUrl(backendUrl, text) });
  }
}

/** How often a page without a socket (the login page) reads the branding again. */
export const BRANDING_REREAD_MS = 60_000;

/**
 * Keeps the branding current where no socket tells of a change: the login page is shown before
 * anyone signs in, so it has no realtime connection to hear the super user's white-label edits.
 * It reads the public settings again whenever its window regains focus (someone coming back to
 * it) and every 60 s while it is shown (a login screen left open on a counter's PC), which
 * bounds how stale it can be without polling often.
 */
export function useBrandingReread(backendUrl: string | null): void {
  useEffect(() => {
    if (!backendUrl) return;
    const reread = () => void loadBranding(backendUrl);
    window.addEventListener('focus', reread);
    const timer = window.setInterval(reread, BRANDING_REREAD_MS);
    return () => {
      window.removeEventListener('focus', reread);
      window.clearInterval(timer);
    };
  }, [backendUrl]);
}

export function setUnreadInTitle(unread: number): void {
  useBranding.setState({ unread });
}
