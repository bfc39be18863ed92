/** Campaign rules shared by the reference server and the client (spec 3 §4, §5, §9). */

export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec 3 §5: the settings form's option lists (seconds, messages, seconds). */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20, 30, 60, 70, 80, 100, 120] as const;
export const LONGER_INTERVAL_AFTER_OPTIONS = [0, 5, 10, 15, 20, 30, 40, 50, 60] as const;
export const GREATER_INTERVAL_OPTIONS = [0, ...Array.from({ length: 17 }, (_, i) => 20 + i * 10)] as const;

/** A custom variable of the settings: `{key}` in a message is replaced by value. */
export interface CampaignVariable {
  key: string;
  value: string;
}

export interface CampaignSettings {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  variables: CampaignVariable[];
  sabado: boolean;
  domingo: boolean;
  startHour: string;
  endHour: string;
}

/** Spec 3 §9 defaults. */
export const CAMPAIGN_SETTING_DEFAULTS: CampaignSettings = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  variables: [],
  sabado: false,
  domingo: false,
  startHour: '09:00',
  endHour: '18:00',
};

/** Spec 3 §4: more than an hour ahead, a PROGRAMADA campaign can still be changed. */
export const CAMPAIGN_EDIT_LEAD_MS = 60 * 60 * 1000;

/**
 * What may change (spec 3 §4): everything while INATIVA or PROGRAMADA more than an hour ahead;
 * only the messages when CANCELADA; nothing otherwise.
 */
export function campaignEditability(
  c: { status: string; scheduledAt: string | Date | null },
  now: Date,
): 'all' | 'messages' | 'none' {
  if (c.status === 'INATIVA') return 'all';
  if (c.status === 'PROGRAMADA') {
    const at = c.scheduledAt ? new Date(c.scheduledAt).getTime() : NaN;
    return at - now.getTime() > CAMPAIGN_EDIT_LEAD_MS ? 'all' : 'none';
  }
  if (c.status === 'CANCELADA') return 'messages';
  return 'none';
}

export const MESSAGE_FIELDS = ['message1', 'message2', 'message3', 'message4', 'message5'] as const;
export const CONFIRMATION_FIELDS = [
  'confirmationMessage1',
  'confirmationMessage2',
  'confirmationMessage3',
  'confirmationMessage4',
  'confirmationMessage5',
] as const;

/**
 * The non-empty messages (or, with CONFIRMATION_FIELDS, confirmation messages), the nth picked
 * round-robin (n = how many were sent before).
 */
export function pickCampaignMessage<F extends string = (typeof MESSAGE_FIELDS)[number]>(
  c: Record<NoInfer<F>, string>,
  n: number,
  fields: readonly F[] = MESSAGE_FIELDS as unknown as readonly F[],
): string | null {
  const bodies = fields.map((f) => c[f]).filter((b) => b.trim() !== '');
  return bodies.length ? bodies[n % bodies.length] : null;
}

/** {nome} {numero} {email} (spec 3 §3) and the settings' custom variables, filled for one entry. */
export function fillCampaignVariables(
  body: string,
  entry: { name: string; number: string; email: string },
  variables: CampaignVariable[] = [],
): string {
  const values: Record<string, string> = { nome: entry.name, numero: entry.number, email: entry.email };
  for (const v of variables) if (v.key && !(v.key in values)) values[v.key] = v.value;
  return body.replace(/\{([^{}\s]+)\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}
