import { z } from 'zod';
import { idSchema, textSchema } from './common';
import { companySettingsSchema, type CompanySettings } from './companySettings';
import { weeklyHoursSchema } from './serviceHours';

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
  // The price as spec 3 names it; 4.8.12 sends it as a string ("100").
  amount: z.coerce.number().catch(0),
});
export type Plan = z.infer<typeof planSchema>;

/** The company of a path: GET /companies/listPlan/{companyId} (its plan) and GET /companySettings/{companyId}. */
export const companyParamsSchema = z.object({ companyId: idSchema.positive() });

export const companySchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  dueDate: textSchema,
  // 4.8.12's login reply has no plan: the session reads it with GET /companies/listPlan/{id}.
  plan: planSchema.nullish().transform((p) => p ?? null),
  // Settings come in three shapes (companySettings.ts) or not at all (4.8.12's refresh reply); they
  // are read from their own route after sign-in, so a shape never seen must not refuse the sign-in.
  companieSettings: companySettingsSchema
    .nullish()
    .transform((s): CompanySettings => s ?? {})
    .catch({}),
});
export type Company = z.infer<typeof companySchema>;

/** GET /companies/{id}: the company's record as its admin reads it; the settings page wants its weekly hours. */
export const companyRecordSchema = z
  .object({
    id: idSchema,
    name: z.string().catch(''),
    schedules: weeklyHoursSchema,
  })
  .loose();
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/**
 * A company of GET /companies/list (spec 3 "All connections": the company list call; deployed
 * backends answer every company, plan and settings included, in a plain array): its id and name.
 */
export const companyListItemSchema = z.object({ id: idSchema, name: z.string().catch('') }).loose();
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** How often a company pays (spec 3 §3): the renew action adds 1, 2, 3, 6 or 12 months. */
export const COMPANY_RECURRENCES = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type CompanyRecurrence = (typeof COMPANY_RECURRENCES)[number];
export const RECURRENCE_MONTHS: Record<CompanyRecurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

const nullableText = z.string().nullish().catch(null);
const nullableCount = z.coerce.number().nullish().catch(null);

/**
 * A company of the super user's companies page (spec 3 §3 "Company"): GET /companiesPlan's rows,
 * GET /companies, and the reply of POST/PUT /companies. Deployed backends send more (and a folder
 * size as text), so every field but the id tolerates a shape it does not expect.
 */
export const companyRowSchema = z
  .object({
    id: idSchema,
    name: z.string().catch(''),
    email: nullableText,
    phone: nullableText,
    document: nullableText,
    status: z.boolean().catch(true),
    dueDate: nullableText,
    recurrence: nullableText,
    planId: idSchema.nullish().catch(null),
    plan: z
      .object({ name: z.string().catch(''), amount: z.coerce.number().catch(0) })
      .loose()
      .nullish()
      .catch(null),
    createdAt: nullableText,
    lastLogin: nullableText,
    folderSize: nullableCount,
    numberFileFolder: nullableCount,
    updatedAtFolder: nullableText,
  })
  .loose();
export type CompanyRow = z.infer<typeof companyRowSchema>;

/** GET /companiesPlan: a page of companies (as deployed: `companies` and `hasMore`, no count). */
export const companyPageSchema = z
  .object({
    companies: z.array(companyRowSchema).catch([]),
    hasMore: z.boolean().catch(false),
    // The reference server's total, for the page's heading; deployed backends send none.
    count: z.coerce.number().nullish().catch(null),
  })
  .loose();
