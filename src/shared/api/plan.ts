import { z } from 'zod';
import { idSchema, pageMeta } from './common';
import { planSchema } from './company';

/**
 * A plan as the super user administers it (spec 3 §3/§7, spec 2 "Settings page" plans tab): the
 * company's plan (company.ts) with its id and its public flag. Deployed backends name the flag
 * `isPublic` and send the price as `amount` (a string); the reference server's columns are
 * `public` and `value` and it answers both names, so either reads.
 */
export const planRecordSchema = planSchema
  .extend({
    id: idSchema,
    isPublic: z.boolean().optional().catch(undefined),
    public: z.boolean().optional().catch(undefined),
  })
  .transform(({ public: pub, ...p }) => ({
    ...p,
    isPublic: p.isPublic ?? pub ?? true,
    amount: p.amount || p.value,
  }));
export type PlanRecord = z.output<typeof planRecordSchema>;

/** GET /plans/all: every plan, a plain array. */
export const planListSchema = z.array(planRecordSchema);

/** GET /plans?searchParam=&pageNumber= (CONTRACT.md "Lists": 20 a page). */
export const planPageSchema = z.object({ plans: z.array(planRecordSchema), ...pageMeta });

/** company-{id}-plan: the company's plan changed (its flags or limits, or another plan). */
export const planEventSchema = z.object({ action: z.literal('update'), plan: planSchema });
export type PlanEvent = z.output<typeof planEventSchema>;
