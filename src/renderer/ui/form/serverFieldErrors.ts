/**
 * The per-field messages of a failed save, when the error carries them: invalid input comes back
 * as 400 `{error, fields}` (server/README.md "Errors") and the API client keeps `fields` on its
 * error. Read by shape, since ui/ sits below api/.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return null;
  const fields = (error as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) if (typeof message === 'string') out[path] = message;
  return Object.keys(out).length > 0 ? out : null;
}

/** Whether a failed save names an `ERR_…` code (its translation is then the message to show). Read by shape too. */
export function hasErrorCode(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  return typeof code === 'string' && code.startsWith('ERR_');
}
