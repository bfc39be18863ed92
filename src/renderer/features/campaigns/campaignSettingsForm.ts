import { z } from 'zod';
import type { CampaignSettingsBody } from '@shared/api/routes/campaigns';
import { CAMPAIGN_SETTING_DEFAULTS, type CampaignSettings, type CampaignVariable } from '@shared/domain/campaigns';

const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.hour');

/** The settings form (spec 3 §5): the three intervals from their option lists, the window, the variables. */
export const settingsFormSchema = z.object({
  messageInterval: z.string(),
  longerIntervalAfter: z.string(),
  greaterInterval: z.string(),
  startHour: hour,
  endHour: hour,
  sabado: z.boolean(),
  domingo: z.boolean(),
  variables: z.array(
    z.object({
      key: z.string().trim().min(1, 'errors.required').max(50, 'errors.tooLong'),
      value: z.string().max(1000, 'errors.tooLong'),
    }),
  ),
});
export type SettingsForm = z.input<typeof settingsFormSchema>;

/** A stored value: JSON text as Whaticket keeps it, or the value itself from a backend that sends it so. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const isVariables = (v: unknown): v is CampaignVariable[] =>
  Array.isArray(v) &&
  v.every((e) => typeof e === 'object' && e !== null && typeof (e as CampaignVariable).key === 'string');

/** GET /campaign-settings' key/value list read into settings; what is missing or unreadable keeps its §9 default. */
export function settingsOf(list: readonly { key: string; value?: unknown }[]): CampaignSettings {
  const s: CampaignSettings = { ...CAMPAIGN_SETTING_DEFAULTS, variables: [] };
  for (const { key, value } of list) {
    const v = parsed(value);
    switch (key) {
      case 'messageInterval':
      case 'longerIntervalAfter':
      case 'greaterInterval':
        if (Number.isFinite(Number(v)) && v !== '' && v !== null) s[key] = Number(v);
        break;
      case 'sabado':
      case 'domingo':
        s[key] = v === true || v === 'true';
        break;
      case 'startHour':
      case 'endHour':
        if (typeof v === 'string' && /^\d{2}:\d{2}/.test(v)) s[key] = v.slice(0, 5);
        break;
      case 'variables':
        if (isVariables(v)) s.variables = v.map((e) => ({ key: e.key, value: String(e.value ?? '') }));
        break;
    }
  }
  return s;
}

export const formOfSettings = (s: CampaignSettings): SettingsForm => ({
  messageInterval: String(s.messageInterval),
  longerIntervalAfter: String(s.longerIntervalAfter),
  greaterInterval: String(s.greaterInterval),
  startHour: s.startHour,
  endHour: s.endHour,
  sabado: s.sabado,
  domingo: s.domingo,
  variables: s.variables,
});

export function settingsBodyOf(f: SettingsForm): CampaignSettingsBody['settings'] {
  return {
    messageInterval: Number(f.messageInterval),
    longerIntervalAfter: Number(f.longerIntervalAfter),
    greaterInterval: Number(f.greaterInterval),
    startHour: f.startHour,
    endHour: f.endHour,
    sabado: f.sabado,
    domingo: f.domingo,
    variables: f.variables.map((v) => ({ key: v.key.trim(), value: v.value })),
  };
}
