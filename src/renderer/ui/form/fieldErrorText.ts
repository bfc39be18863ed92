import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * A field's message: the form schema's are translation keys, the server's (type 'server', set by
 * FormDialog) are shown as the server wrote them.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
