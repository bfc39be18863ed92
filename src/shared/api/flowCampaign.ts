import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * A flow-phrase campaign (spec 3 §3 "Flow campaign"): a trigger phrase that starts one of the
 * company's flows, on one connection or (whatsappId null) on any. Deployed backends keep the
 * status as a boolean; a missing one reads as active (the spec's default).
 */
export const flowCampaignSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  phrase: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  flowId: idSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  whatsappId: idSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  status: z.boolean().catch(true),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type FlowCampaign = z.output<typeof flowCampaignSchema>;

/**
 * GET /flowcampaign: deployed backends answer `{flow: [...]}` (spec 3 §7 "flow list"), the
 * reference server the same; a bare array is read too. No pages: the list is the company's whole.
 */
export const flowCampaignListSchema = z
  .union([z.object({ flow: z.array(flowCampaignSchema) }), z.array(flowCampaignSchema)])
  .transform((v) => (Array.isArray(v) ? v : v.flow));

/** GET /flowcampaign/{id}: the record, or (some deployed backends) wrapped as `{details}`. */
export const flowCampaignOneSchema = z
  .union([z.object({ details: flowCampaignSchema }), flowCampaignSchema])
  .transform((v) => ('details' in v ? v.details : v));

/** A flow of the company's flow builder, as a choice of the campaign dialog. */
export const flowSchema = z.object({ id: idSchema, name: z.string().catch('') });
export type Flow = z.output<typeof flowSchema>;

/** GET /flowbuilder: `{flows: [...]}` (deployed backends and the reference server), or a bare array. */
export const flowListSchema = z
  .union([z.object({ flows: z.array(flowSchema) }), z.array(flowSchema)])
  .transform((v) => (Array.isArray(v) ? v : v.flows));
