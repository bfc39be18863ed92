import { z } from 'zod';
import { idSchema, textSchema } from './common';
import { tagSchema } from './tag';

export const channelSchema = z.enum(['whatsapp', 'whatsappapi', 'facebook', 'instagram']).catch('whatsapp');
export type Channel = z.infer<typeof channelSchema>;

export const contactSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  number: z.string().catch(''),
  email: textSchema,
  urlPicture: textSchema,
  profilePicUrl: textSchema.optional(),
  active: z.boolean().catch(true),
  isGroup: z.boolean().catch(false),
  /** The contact's audio messages are accepted (spec 1 §3); absent (older backends) reads as yes. */
  acceptAudioMessage: z.boolean().optional().catch(undefined),
  /** The chatbot stays quiet for this contact; absent reads as no. */
  disableBot: z.boolean().optional().catch(undefined),
  channel: channelSchema.optional(),
  tags: z.array(tagSchema).catch([]),
  extraInfo: z.array(z.object({ id: idSchema.optional(), name: z.string(), value: z.string().catch('') })).catch([]),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * A contact as GET /contacts/{id} answers it, before a PUT: the extra info exactly as read, and
 * absent when the reply has none (contactSchema would make that `[]`, and an `extraInfo: []` makes
 * a deployed backend delete every field the contact has).
 */
export const contactRecordSchema = z
  .object({
    extraInfo: z
      .array(z.object({ id: idSchema.optional(), name: z.string(), value: z.string().catch('') }).loose())
      .optional(),
  })
  .loose();
