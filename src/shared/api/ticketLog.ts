import { z } from 'zod';
import { colorSchema, idSchema, timestampSchema } from './common';

/** Ticket log entry types of spec 1 §3. */
export const TICKET_LOG_TYPES = [
  'create',
  'chatBot',
  'queue',
  'open',
  'access',
  'transfered',
  'receivedTransfer',
  'pending',
  'closed',
  'reopen',
  'redirect',
] as const;
export type TicketLogType = (typeof TICKET_LOG_TYPES)[number];

/** One entry of GET /tickets-log/{ticketId}; the type stays a string so unknown ones still show. */
export const ticketLogEntrySchema = z.object({
  id: idSchema.optional(),
  type: z.string(),
  createdAt: timestampSchema,
  user: z
    .object({ id: idSchema.optional(), name: z.string() })
    .nullish()
    .transform((v) => v ?? null),
  queue: z
    .object({ id: idSchema.optional(), name: z.string(), color: colorSchema.optional() })
    .nullish()
    .transform((v) => v ?? null),
});
export type TicketLogEntry = z.infer<typeof ticketLogEntrySchema>;
export const ticketLogSchema = z.array(ticketLogEntrySchema);
