import { z } from 'zod';
import type { PlanFlags } from '@shared/api/company';
import type { PlanRecord } from '@shared/api/plan';

/** The module flags in the dialog's order (spec 3 §7 "Plan"): channels first, then modules. */
export const PLAN_FLAGS = [
  'useWhatsapp',
  'useFacebook',
  'useInstagram',
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
] as const satisfies readonly (keyof PlanFlags)[];

/** A count or a price: a whole number, 0 or more (the server keeps whole reais; 0 counts: no limit). */
const whole = z.number({ error: 'form.required' }).int('form.integer').min(0, 'form.integer');

/**
 * The plan dialog: a name (required, up to 100 characters, unique on the server), the counts, the
 * price, the public flag and every module flag. Messages are keys of the plans namespace.
 */
export const planFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  users: whole,
  connections: whole,
  queues: whole,
  amount: whole,
  isPublic: z.boolean(),
  ...(Object.fromEntries(PLAN_FLAGS.map((f) => [f, z.boolean()])) as Record<(typeof PLAN_FLAGS)[number], z.ZodBoolean>),
});
export type PlanForm = z.input<typeof planFormSchema>;

/** The form of a plan, or of a new one: every flag on, as the spec's defaults say. */
export const formOf = (record: PlanRecord | null): PlanForm => ({
  name: record?.name ?? '',
  users: record?.users ?? 0,
  connections: record?.connections ?? 0,
  queues: record?.queues ?? 0,
  amount: record?.amount ?? 0,
  isPublic: record?.isPublic ?? true,
  ...(Object.fromEntries(PLAN_FLAGS.map((f) => [f, record ? record[f] : true])) as Record<
    (typeof PLAN_FLAGS)[number],
    boolean
  >),
});

/** The server's order (name, then id) and its search (the name, any case). */
export const byName = (a: PlanRecord, b: PlanRecord) => a.name.localeCompare(b.name) || a.id - b.id;

export function matchesSearch(record: PlanRecord, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || record.name.toLowerCase().includes(needle);
}
