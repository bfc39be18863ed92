import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** A ticket note (spec 1 §3): id, note, user.name, createdAt, ticketId, contactId. */
export const ticketNoteSchema = z.object({
  id: idSchema,
  note: z.string(),
  createdAt: timestampSchema,
  ticketId: idSchema.nullish(),
  contactId: idSchema.nullish(),
  user: z
    .object({ id: idSchema.optional(), name: z.string() })
    .nullish()
    .transform((v) => v ?? null),
});
export type TicketNote = z.infer<typeof ticketNoteSchema>;
export const ticketNoteListSchema = z.array(ticketNoteSchema);
