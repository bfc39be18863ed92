import { z } from 'zod';
import { idSchema, pageMeta, timestampSchema } from './common';

/**
 * A quick reply (spec 2 §3 "Quick message"). `message` may hold the variables of spec 1 §3 as
 * `{{firstName}}`, `{{userName}}`, … : the client replaces them when it inserts the reply.
 */
export const quickMessageSchema = z.object({
  id: idSchema,
  shortcode: z.string().catch(''),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  mediaPath: z.string().nullish(),
  mediaName: z.string().nullish(),
  geral: z.boolean().catch(false),
  visao: z.boolean().catch(true),
  status: z.boolean().catch(true),
  userId: idSchema.nullish(),
  companyId: idSchema.optional(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type QuickMessage = z.infer<typeof quickMessageSchema>;

/** GET /quick-messages/list: a plain array (the user's own and the general ones). */
export const quickMessageListSchema = z.array(quickMessageSchema);

/** GET /quick-messages?searchParam=&pageNumber=. */
export const quickMessagePageSchema = z.object({ records: z.array(quickMessageSchema), ...pageMeta });

/** `company-{id}-quickmessage`. */
export const quickMessageEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), record: quickMessageSchema }),
  z.object({ action: z.literal('update'), record: quickMessageSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
]);
export type QuickMessageEvent = z.infer<typeof quickMessageEventSchema>;
