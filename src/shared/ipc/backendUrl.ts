// zod/mini: the browser build checks an address with it on its login page (issue 18; see
// shared/local/schema.ts). The desktop bridge's contract uses the same schema.
import * as z from 'zod/mini';

/**
 * A backend address: an http(s) origin, optionally with a path prefix; no credentials, query or
 * fragment. Checked with a pattern because src/shared has no URL global (no DOM, no Node).
 */
const BACKEND_URL = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[^\s?#@]*)?$/i;

export const backendUrlSchema = z.pipe(
  z.string().check(z.trim(), z.regex(BACKEND_URL, 'must be an http or https address without credentials, query or fragment')),
  z.transform((u: string) => u.replace(/\/+$/, '')),
);
