import { create } from 'zustand';
import { publicSettingSchema } from '@shared/api/settings';
import { titleWithUnread } from '@shared/domain/unreadTitle';
import { api } from '@renderer/api';

interface Branding {
  appName: string;
  favicon: string | null;
  allowSignup: boolean;
  /** Unread count shown in the window title (spec 1 §9). */
  unread: number;
}

const DEFAULT_NAME = 'Balcão';

export const useBranding = create<Branding>(() => ({ appName: DEFAULT_NAME, favicon: null, allowSignup: false, unread: 0 }));

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

async function publicSetting(key: string): Promise<string | null> {
  try {
    // Deployed backends guard this route with a shared public token in the query (ENV_TOKEN).
    const token = import.meta.env.VITE_PUBLIC_SETTINGS_TOKEN ?? 'wtV';
    return await api().get(`public-settings/${key}`, { schema: publicSettingSchema, anonymous: true, query: { token } });
  } catch {
    return null; // branding is optional: a backend without it keeps Balcão's own
  }
}

/** Reads appName, favicon and allowSignup from the backend's public settings (spec 1 §2 Login). */
export async function loadBranding(backendUrl: string): Promise<void> {
  const [appName, favicon, allowSignup] = await Promise.all([
    publicSetting('appName'),
    publicSetting('appLogoFavicon'),
    publicSetting('allowSignup'),
  ]);
  const faviconUrl = favicon ? (/^(https?:|data:)/.test(favicon) ? favicon : `${backendUrl}/public/${favicon}`) : null;
  useBranding.setState({ appName: appName || DEFAULT_NAME, favicon: faviconUrl, allowSignup: allowSignup === 'enabled' });
}

export function setUnreadInTitle(unread: number): void {
  useBranding.setState({ unread });
}
