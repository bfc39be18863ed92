// zod/mini: every failed call reads this body, the login page's too (issue 18; see
// shared/local/schema.ts).
import * as z from 'zod/mini';

/**
 * `{"error": "<message>"}`; message is usually an ERR_* code, sometimes free text. Invalid input
 * adds `fields` (path → message), so a form can show each message on its own field.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
