import { create } from 'zustand';
import { routes } from '@shared/api/routes';
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
  allowSignup: boolean;
  /** Unread count shown in the window title (spec 1 §9). */
  unread: number;
}

const DEFAULT_NAME = 'Balcão';

export const useBranding = create<Branding>(() => ({
  appName: DEFAULT_NAME,
  favicon: null,
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
    return await call(routes.meta.publicSetting, { params: { key }, query: { token } });
  } catch {
    return null; // branding is optional: a backend without it keeps Balcão's own
  }
}

/** A configured colour the theme can use, else the default (the theme makes any colour readable, not any text). */
const colorOr = (value: string | null, fallback: string) => (value && parseColor(value) ? value : fallback);

/**
 * Reads appName, favicon, allowSignup (spec 1 §2 Login) and the theme's primary colours
 * (primaryColorLight, primaryColorDark: spec 2) from the backend's public settings.
 */
export async function loadBranding(backendUrl: string): Promise<void> {
  const [appName, favicon, allowSignup, primaryLight, primaryDark] = await Promise.all([
    publicSetting('appName'),
    publicSetting('appLogoFavicon'),
    publicSetting('allowSignup'),
    publicSetting('primaryColorLight'),
    publicSetting('primaryColorDark'),
  ]);
  const faviconUrl = favicon ? (/^(https?:|data:)/.test(favicon) ? favicon : `${backendUrl}/public/${favicon}`) : null;
  useBranding.setState({
    appName: appName || DEFAULT_NAME,
    favicon: faviconUrl,
    allowSignup: allowSignup === 'enabled',
    primaryColorLight: colorOr(primaryLight, DEFAULT_BRAND.primaryColorLight),
    primaryColorDark: colorOr(primaryDark, DEFAULT_BRAND.primaryColorDark),
  });
}

export function setUnreadInTitle(unread: number): void {
  useBranding.setState({ unread });
}
