// zod/mini: the app's deep-link handler checks it from its first screen on (issue 18; see
// shared/local/schema.ts). The desktop bridge's contract uses the same schema.
import * as z from 'zod/mini';

/** A ticket uuid as the backend makes it (letters, digits, dashes), to open on click. */
export const ticketUuidSchema = z.string().check(z.regex(/^[\w-]{1,64}$/, 'must be a ticket uuid'));
