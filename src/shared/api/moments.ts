import { z } from 'zod';
import { inputIdSchema, jsonIdsSchema, flagTextSchema } from './input';
import { ticketSchema, ticketStatusSchema } from './ticket';

/** Spec 1 §9: the real-time panel looks back 30 days by default. */
export const MOMENTS_DEFAULT_DAYS = 30;

const day = z.union([z.literal(''), z.iso.date()]).transform((s) => s || undefined);

/**
 * Query of GET /dashboard/moments (spec 1 §7): every filter optional; `status` one status or a
 * list of them (the key repeated), the period on the tickets' creation.
 */
export const momentsQuerySchema = z.object({
  status: z
    .union([ticketStatusSchema, z.array(ticketStatusSchema)])
    .transform((s) => (Array.isArray(s) ? s : [s]))
    .optional(),
  showAll: flagTextSchema.optional(),
  queueIds: jsonIdsSchema.optional(),
  dateStart: day.optional(),
  dateEnd: day.optional(),
  userId: inputIdSchema.optional(),
});
export type MomentsQuery = z.output<typeof momentsQuerySchema>;

/**
 * Reply of GET /usersMoments and GET /dashboard/moments: a plain array (CONTRACT.md "Lists") of
 * tickets with contact, user, queue and connection; the panel groups them by attendant.
 */
export const momentTicketsSchema = z.array(ticketSchema);
