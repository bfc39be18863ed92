import { useEffect } from 'react';
import { create } from 'zustand';
import { metaRoutes } from '@shared/api/routes/meta';
import type { PUBLIC_SETTING_KEYS } from '@shared/api/settings';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { titleWithUnread } from '@shared/domain/unreadTitle';
import { call } from '@renderer/api';
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

async function publicSetting(key: (typeof PUBLIC_SETTING_KEYS)[number]): Promise<string | null> {
  try {
    // Deployed backends guard this route with a shared public token in the query (ENV_TOKEN).
    const token = import.meta.env.VITE_PUBLIC_SETTINGS_TOKEN ?? 'wtV';
    return await call(metaRoutes.publicSetting, { params: { key }, query: { token } });
  } catch {
    return null; // branding is optional: a backend without it keeps Balcão's own
  }
}

/** A configured colour the theme can use, else the default (the theme makes any colour readable, not any text). */
const colorOr = (value: string | null, fallback: string) => (value && parseColor(value) ? value : fallback);

/** A stored logo path (POST /settings-whitelabel/logo answers it) as the URL it is served at. */
const publicUrl = (backendUrl: string, path: string | null) =>
  path ? (/^(https?:|data:)/.test(path) ? path : `${backendUrl}/public/${path}`) : null;

/**
 * Reads appName, favicon, logos, allowSignup (spec 1 §2 Login) and the theme's primary colours
 * (primaryColorLight, primaryColorDark: spec 2) from the backend's public settings.
 */
export async function loadBranding(backendUrl: string): Promise<void> {
  const [appName, favicon, allowSignup, primaryLight, primaryDark, logoLight, logoDark] = await Promise.all([
    publicSetting('appName'),
    publicSetting('appLogoFavicon'),
    publicSetting('allowSignup'),
    publicSetting('primaryColorLight'),
    publicSetting('primaryColorDark'),
    publicSetting('appLogoLight'),
    publicSetting('appLogoDark'),
  ]);
  useBranding.setState({
    appName: appName || DEFAULT_NAME,
    favicon: publicUrl(backendUrl, favicon),
    logoLight: publicUrl(backendUrl, logoLight),
    logoDark: publicUrl(backendUrl, logoDark),
    allowSignup: allowSignup === 'enabled',
    primaryColorLight: colorOr(primaryLight, DEFAULT_BRAND.primaryColorLight),
    primaryColorDark: colorOr(primaryDark, DEFAULT_BRAND.primaryColorDark),
  });
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
