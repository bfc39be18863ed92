import { z } from 'zod';
import { idSchema, switchSchema } from './common';
import { channelSchema } from './contact';

/** A connection ("whatsapp" on the wire, whatever its channel). */
export const connectionRefSchema = z.object({
  id: idSchema.optional(),
  name: z.string().catch(''),
  channel: channelSchema.optional(),
  groupAsTicket: switchSchema.optional(),
});
export type ConnectionRef = z.infer<typeof connectionRefSchema>;

export const connectionSchema = connectionRefSchema.extend({
  id: idSchema,
  status: z.string().catch('DISCONNECTED'),
  number: z.string().nullish(),
  isDefault: z.boolean().catch(false),
  provider: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type Connection = z.infer<typeof connectionSchema>;
