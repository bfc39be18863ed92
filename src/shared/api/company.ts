import { z } from 'zod';
import { idSchema, textSchema } from './common';

/** Plan module flags (spec 1 §3). A missing flag reads as off. */
export const planFlagsSchema = z.object({
  useCampaigns: z.boolean().catch(false),
  useKanban: z.boolean().catch(false),
  useOpenAi: z.boolean().catch(false),
  useIntegrations: z.boolean().catch(false),
  useSchedules: z.boolean().catch(false),
  useInternalChat: z.boolean().catch(false),
  useExternalApi: z.boolean().catch(false),
  useWhatsapp: z.boolean().catch(true),
  useFacebook: z.boolean().catch(false),
  useInstagram: z.boolean().catch(false),
});
export type PlanFlags = z.infer<typeof planFlagsSchema>;

export const planSchema = planFlagsSchema.extend({
  id: idSchema.optional(),
  name: z.string().catch(''),
  users: z.coerce.number().catch(0),
  connections: z.coerce.number().catch(0),
  queues: z.coerce.number().catch(0),
  value: z.coerce.number().catch(0),
});
export type Plan = z.infer<typeof planSchema>;

/** Company settings as a key/value object (companieSettings); values are kept as text. */
export const companySettingsSchema = z
  .record(z.string(), z.unknown())
  .transform((rec) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(rec)) if (v !== null && v !== undefined) out[k] = String(v);
    return out;
  });

export const companySchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  dueDate: textSchema,
  plan: planSchema.nullish().transform((p) => p ?? null),
  companieSettings: z
    .union([companySettingsSchema, z.array(z.object({ key: z.string(), value: z.unknown() }))])
    .nullish()
    .transform((s): Record<string, string> => {
      if (!s) return {};
      if (Array.isArray(s)) return Object.fromEntries(s.map((e) => [e.key, String(e.value ?? '')]));
      return s;
    }),
});
export type Company = z.infer<typeof companySchema>;
