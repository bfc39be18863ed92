import { z } from 'zod';

/**
 * `{"error": "<message>"}`; message is usually an ERR_* code, sometimes free text. Invalid input
 * adds `fields` (path → message), so a form can show each message on its own field.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional().catch(undefined),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The body of ERR_OTHER_OPEN_TICKET conflicts (spec 1 §8) once its `error` JSON is decoded. */
export const openTicketConflictSchema = z.object({
  userId: z.coerce.number().nullish(),
  user: z.object({ name: z.string() }).nullish(),
  queue: z.object({ name: z.string() }).nullish(),
  uuid: z.string(),
  status: z.string(),
});
export type OpenTicketConflict = z.infer<typeof openTicketConflictSchema>;
