import { z } from 'zod';
import { idSchema, pageMeta, textSchema, timestampSchema, colorSchema } from './common';
import { channelSchema, contactSchema } from './contact';
import { tagSchema } from './tag';
import { userRefSchema } from './user';
import { connectionRefSchema } from './whatsapp';

/** Ticket statuses of spec 1 §3 (lgpd and nps only appear in notification logic). */
export const TICKET_STATUSES = ['open', 'pending', 'closed', 'group', 'lgpd', 'nps'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketQueueSchema = z.object({ id: idSchema, name: z.string(), color: colorSchema });

export const ticketSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  status: ticketStatusSchema,
  queueId: idSchema.nullish().transform((v) => v ?? null),
  queue: ticketQueueSchema.nullish().transform((v) => v ?? null),
  userId: idSchema.nullish().transform((v) => v ?? null),
  user: userRefSchema.nullish().transform((v) => v ?? null),
  contactId: idSchema,
  contact: contactSchema,
  whatsappId: idSchema.nullish().transform((v) => v ?? null),
  whatsapp: connectionRefSchema.nullish().transform((v) => v ?? null),
  channel: channelSchema.optional().transform((v) => v ?? 'whatsapp'),
  isGroup: z.boolean().catch(false),
  isBot: z.boolean().catch(false),
  lastMessage: textSchema,
  unreadMessages: z.coerce.number().catch(0),
  updatedAt: timestampSchema,
  createdAt: timestampSchema.optional(),
  tags: z.array(tagSchema).catch([]),
  companyId: idSchema.optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketPageSchema = z.object({ tickets: z.array(ticketSchema), ...pageMeta });
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** Body of PUT /tickets/{id} (spec 1 §7): every field optional, the transition picks its own. */
export const ticketUpdateBodySchema = z.object({
  status: ticketStatusSchema.optional(),
  userId: idSchema.nullable().optional(),
  queueId: idSchema.nullable().optional(),
  msgTransfer: z.string().optional(),
  isTransfered: z.boolean().optional(),
  sendFarewellMessage: z.boolean().optional(),
  amountUsedBotQueues: z.number().int().optional(),
  useIntegration: z.boolean().optional(),
});
export type TicketUpdateBody = z.infer<typeof ticketUpdateBodySchema>;
