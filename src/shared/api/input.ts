import { z } from 'zod';
import { INT4_MAX } from './common';

/** An id a client sends (path, query, body): an integer 1..2147483647, as PostgreSQL holds it. */
export const inputIdSchema = z.coerce.number<number | string>().int().min(1).max(INT4_MAX);

/** A page number of a list query (1-based). */
export const pageNumberSchema = z.coerce.number<number | string>().int().min(1).default(1);

/** A search term of a list query. */
export const searchParamSchema = z.string().max(200).optional();

/** `'true'` / `'false'` of a query string, or of a multipart field. */
export const flagTextSchema = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A boolean a form may also send as text. */
export const flagSchema = z.union([z.boolean(), flagTextSchema]);

/** Parses a JSON-encoded query value (`queueIds=[1,2]`, CONTRACT.md "Lists") before `item` checks it. */
function jsonList<T extends z.ZodType>(item: T, message: string) {
  return z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(z.array(item));
}

/** `queueIds=[1,2]`: list filters travel as JSON-encoded arrays of ids. */
export const jsonIdsSchema = jsonList(inputIdSchema, 'must be a JSON array, e.g. [1,2]');
export const jsonStringsSchema = jsonList(z.string(), 'must be a JSON array');

/** The `{message}` acknowledgement of a delete (and of a few other changes). */
export const okReplySchema = z.object({ message: z.string().catch('') }).loose();
