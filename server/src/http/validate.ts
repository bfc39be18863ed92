import type { z } from 'zod';
import { HttpError } from './HttpError';

/** Parses request input with a zod schema; 400 `{error, fields}` naming each failing path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    fields[path] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([path, message]) => `${path}: ${message}`)
    .join('; ');
  throw new HttpError(400, `Invalid ${what}: ${summary}`, { fields });
}
