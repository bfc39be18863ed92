import { useEffect } from 'react';
import { z } from 'zod';
import { socketEvents } from '@shared/api/events';
import { useSession } from './store';

/** A company setting change as `company-{id}-settings` carries it (`{action, setting:{key,value}}` or `{column,data}`). */
const settingsEventSchema = z
  .object({ action: z.string(), setting: z.object({ key: z.string(), value: z.unknown() }).optional(), column: z.string().optional(), data: z.unknown().optional() })
  .loose();

/** One company setting (spec 1 §3 keys) of the signed-in company: 'enabled' | 'disabled' | text, or undefined. */
export function useCompanySetting(key: string): string | undefined {
  return useSession((s) => s.user?.company?.companieSettings[key]);
}

/** All company settings of the signed-in company. */
export function useCompanySettings(): Record<string, string> {
  return useSession((s) => s.user?.company?.companieSettings ?? EMPTY);
}
const EMPTY: Record<string, string> = {};

function applySetting(key: string, value: unknown) {
  useSession.setState((s) => {
    const company = s.user?.company;
    if (!s.user || !company) return s;
    const companieSettings = { ...company.companieSettings, [key]: String(value ?? '') };
    return { user: { ...s.user, company: { ...company, companieSettings } } };
  });
}

/** Keeps the company settings live while signed in. */
export function useCompanySettingsRealtime(): void {
  const realtime = useSession((s) => s.realtime);
  const companyId = useSession((s) => s.user?.companyId);
  useEffect(() => {
    if (!realtime || companyId === undefined) return;
    return realtime.on(socketEvents(companyId).settings, settingsEventSchema, (event) => {
      if (event.setting) applySetting(event.setting.key, event.setting.value);
      else if (event.column) applySetting(event.column, event.data);
    });
  }, [realtime, companyId]);
}
