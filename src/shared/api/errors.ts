import { z } from 'zod';

export { errorBodySchema, type ErrorBody } from './errorBody';

/** The body of ERR_OTHER_OPEN_TICKET conflicts (spec 1 §8) once its `error` JSON is decoded. */
export const openTicketConflictSchema = z.object({
  userId: z.coerce.number().nullish(),
  user: z.object({ name: z.string() }).nullish(),
  queue: z.object({ name: z.string() }).nullish(),
  uuid: z.string(),
  status: z.string(),
});
export type OpenTicketConflict = z.infer<typeof openTicketConflictSchema>;
