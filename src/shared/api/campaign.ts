import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/campaigns';
import { idSchema, pageMeta, timestampSchema } from './common';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const when = timestampSchema.nullish().transform((v) => v ?? null);
const optionalId = idSchema.nullish().transform((v) => v ?? null);

/** A delivery of a campaign to one entry (spec 3 §3 shipping[]). */
const campaignShippingSchema = z.object({
  id: idSchema.optional(),
  number: z.string().catch(''),
  message: z.string().catch(''),
  contactListItemId: optionalId.optional(),
  deliveredAt: when,
  confirmationRequestedAt: when,
  confirmedAt: when.optional(),
});
export type CampaignShipping = z.infer<typeof campaignShippingSchema>;

/** A campaign (spec 3 §3 "Campaign"); contactList, whatsapp, user, queue and shipping only on some replies. */
export const campaignSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  message1: text,
  message2: text,
  message3: text,
  message4: text,
  message5: text,
  confirmationMessage1: text,
  confirmationMessage2: text,
  confirmationMessage3: text,
  confirmationMessage4: text,
  confirmationMessage5: text,
  status: z.enum(CAMPAIGN_STATUSES).catch('INATIVA'),
  confirmation: z.boolean().catch(false),
  scheduledAt: when,
  completedAt: when,
  contactListId: optionalId,
  contactList: z
    .object({
      id: idSchema.optional(),
      name: z.string().catch(''),
      /** The entries (on GET one only; the page leaves them out). */
      contacts: z
        .array(z.object({ id: idSchema.optional(), isWhatsappValid: z.boolean().catch(false) }).loose())
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish()
    .transform((v) => v ?? null),
  tagListId: optionalId.optional(),
  whatsappId: optionalId,
  whatsapp: z
    .object({ name: z.string().catch('') })
    .nullish()
    .transform((v) => v ?? null),
  userId: optionalId,
  queueId: optionalId,
  companyId: idSchema.optional(),
  statusTicket: z.enum(['open', 'pending', 'closed']).catch('closed'),
  openTicket: z.enum(['enabled', 'disabled']).catch('disabled'),
  mediaPath: text,
  mediaName: text,
  shipping: z.array(campaignShippingSchema).optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /campaigns/?searchParam=&pageNumber= (spec 3 §7: records, hasMore). */
export const campaignPageSchema = z.object({ records: z.array(campaignSchema), ...pageMeta });

/** GET /campaign-settings: the company's key/value entries (values as Whaticket stores them: JSON text). */
export const campaignSettingListSchema = z.array(
  z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullish() }).loose(),
);

/** `company-{id}-campaign` (CONTRACT.md CRUD shape). */
export const campaignEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: campaignSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
  z.object({ action: z.literal('reload') }).loose(),
]);
