// zod's core functions, not a schema's methods: they take the classic API's schemas and zod/mini's
// alike (the local store's are mini: shared/local/schema.ts).
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';

/** Thrown when input at a boundary does not match its schema; the message names every bad path. */
export class ParseError extends Error {
  readonly issues: readonly string[];
  constructor(what: string, issues: readonly string[]) {
    super(`${what}: ${issues.join('; ')}`);
    this.name = 'ParseError';
    this.issues = issues;
  }
}

function describeIssues(error: $ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
}

/** Parses unknown input with a schema; fails with a readable error naming each bad path. */
export function parse<S extends $ZodType>(schema: S, input: unknown, what = 'input'): output<S> {
  const result = safeParse(schema, input);
  if (!result.success) throw new ParseError(what, describeIssues(result.error));
  return result.data;
}

/** Like parse, but returns a result object instead of throwing (for socket events and lists). */
export function tryParse<S extends $ZodType>(
  schema: S,
  input: unknown,
  what = 'input',
): { ok: true; data: output<S> } | { ok: false; error: ParseError } {
  const result = safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: new ParseError(what, describeIssues(result.error)) };
}
