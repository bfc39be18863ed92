import { z } from 'zod';
import { INT4_MAX } from '../common';
import { flagSchema, inputIdSchema, okReplySchema } from '../input';
import { flowCampaignListSchema, flowCampaignOneSchema, flowListSchema } from '../flowCampaign';
import { route } from '../route';

const params = z.object({ flowCampaignId: inputIdSchema });

/**
 * What the flow-phrase campaign dialog saves (spec 3 §5 "Flow campaign": name, flow and phrase
 * required; the connection may be left empty). POST sends no status (a new campaign is active);
 * PUT carries the id in the body, as deployed backends take it (spec 3 §7).
 */
export const flowCampaignBodySchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'Too Long!'),
  flowId: z.coerce
    .number<number | string | null>({ error: 'Required' })
    .int('Required')
    .min(1, 'Required')
    .max(INT4_MAX),
  whatsappId: z.coerce
    .number<number | string | null>()
    .int()
    .min(1)
    .max(INT4_MAX)
    .nullish()
    .transform((v) => v ?? null),
  phrase: z.string({ error: 'Required' }).trim().min(1, 'Required').max(500, 'Too Long!'),
});
export type FlowCampaignBody = z.input<typeof flowCampaignBodySchema>;

export const flowCampaignUpdateSchema = flowCampaignBodySchema.extend({
  id: inputIdSchema,
  status: flagSchema.default(true),
});
export type FlowCampaignUpdate = z.input<typeof flowCampaignUpdateSchema>;

/**
 * Flow-phrase campaigns (spec 3 §7 "Flow-phrase campaigns") and the flows they start (GET
 * /flowbuilder, also the connection dialog's lookup, spec 2 §7). Admins of the company.
 */
export const flowCampaignRoutes = {
  flows: route({ method: 'GET', path: '/flowbuilder', reply: flowListSchema }),
  list: route({ method: 'GET', path: '/flowcampaign', reply: flowCampaignListSchema }),
  one: route({ method: 'GET', path: '/flowcampaign/:flowCampaignId', params, reply: flowCampaignOneSchema }),
  create: route({ method: 'POST', path: '/flowcampaign', body: flowCampaignBodySchema, reply: flowCampaignOneSchema }),
  update: route({ method: 'PUT', path: '/flowcampaign', body: flowCampaignUpdateSchema, reply: flowCampaignOneSchema }),
  remove: route({ method: 'DELETE', path: '/flowcampaign/:flowCampaignId', params, reply: okReplySchema }),
};
