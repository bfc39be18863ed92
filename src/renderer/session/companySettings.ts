import { useEffect } from 'react';
import { settingText, type CompanySettings } from '@shared/api/companySettings';
import { applyBrandingSetting, loadBranding } from './branding';
import { fetchCompanySettings } from './companyData';
import { useSession } from './store';
import { whenFirstScreenShown } from '@renderer/ui/firstScreen';

/** One company setting (spec 1 §3 keys) of the signed-in company: 'enabled' | 'disabled' | text, or undefined. */
export function useCompanySetting(key: string): string | undefined {
  return useSession((s) => s.user?.company?.companieSettings[key]);
}

/** All company settings of the signed-in company. */
export function useCompanySettings(): Record<string, string> {
  return useSession((s) => s.user?.company?.companieSettings ?? EMPTY);
}
const EMPTY: Record<string, string> = {};

function applySettings(companyId: number, changed: CompanySettings) {
  useSession.setState((s) => {
    const company = s.user?.company;
    // A reply for a company no longer signed in (the user switched) is dropped.
    if (!s.user || !company || company.id !== companyId) return s;
    const companieSettings = { ...company.companieSettings, ...changed };
    return { user: { ...s.user, company: { ...company, companieSettings } } };
  });
}

/** One setting the signed-in user just stored (its PUT succeeded): shown before the event comes back. */
export function setCompanySetting(key: string, value: string): void {
  const companyId = useSession.getState().user?.companyId;
  if (companyId !== undefined) applySettings(companyId, { [key]: value });
}

/**
 * Keeps the company settings and the installation's branding live while signed in: each `company-{id}-settings` change, and after
 * every (re)connect the whole set again, since socket.io keeps no history of what was missed.
 */
export function useCompanySettingsRealtime(): void {
  const realtime = useSession((s) => s.realtime);
  const companyId = useSession((s) => s.user?.companyId);
  const backendUrl = useSession((s) => s.backendUrl);
  useEffect(() => {
    if (!realtime || companyId === undefined) return;
    const offChange = realtime.onEvent('settings', (event) => {
      const key = event.setting?.key ?? event.column;
      const value = event.setting ? event.setting.value : event.data;
      if (!key) return;
      applySettings(companyId, { [key]: settingText(value) ?? '' });
      // The installation's white-label keys come on the same event (PUT /settings/{key}).
      if (backendUrl) applyBrandingSetting(backendUrl, key, settingText(value));
    });
    // Also on the first connect (a change between the sign-in's read and the join), but after the
    // first screen: the inbox's first row does not wait for a second read of the same settings.
    const resync = () => {
      fetchCompanySettings(companyId)
        .then((settings) => applySettings(companyId, settings))
        .catch((error: unknown) => console.warn('company settings not read again after reconnecting', error));
      if (backendUrl) void loadBranding(backendUrl);
    };
    let live = true;
    const offResync = realtime.onResync(() => void whenFirstScreenShown().then(() => live && resync()));
    // Connected before this effect ran (a slow first render): that connect's resync went by, and
    // a change made between the first read and the join would be missed until the next reconnect.
    if (realtime.status === 'connected') void whenFirstScreenShown().then(() => live && resync());
    return () => {
      live = false;
      offChange();
      offResync();
    };
  }, [realtime, companyId, backendUrl]);
}
