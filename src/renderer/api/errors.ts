import type { TFunction } from 'i18next';
import { errorBodySchema } from '@shared/api/errorBody';
import { isErrorCode } from '@shared/domain/errorCodes';
import { PlatformError } from '@renderer/platform';

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'platform';

/** Every failed backend call becomes one of these: the UI turns it into translated text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The backend's `error` field (an ERR_* code or free text), or the platform's error code. */
  readonly code: string | null;
  /** How long the backend asked to wait before trying again (a 429's Retry-After), in seconds. */
  readonly retryAfterSeconds: number | null;
  /** Invalid input: the backend's message per field path (`{error, fields}`), for forms. */
  readonly fields: Record<string, string> | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    code: string | null = null,
    retryAfterSeconds: number | null = null,
    fields: Record<string, string> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fields = fields;
  }
}

/** A Retry-After header as whole seconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Builds the ApiError of an HTTP error reply, reading `{error}` when the body has one. */
export function httpError(status: number, bodyText: string, headers?: Headers): ApiError {
  let code: string | null = null;
  let fields: Record<string, string> | null = null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    if (parsed.success) {
      code = parsed.data.error;
      fields = parsed.data.fields ?? null;
    }
  } catch {
    // not JSON: keep the raw text below
  }
  const retryAfter = retryAfterSeconds(headers?.get('retry-after'));
  return new ApiError('http', code ?? (bodyText.slice(0, 300) || `HTTP ${status}`), status, code, retryAfter, fields);
}

const PLATFORM_KEYS: Record<string, string> = {
  UNTRUSTED_SENDER: 'errors.untrusted',
  FORBIDDEN_ORIGIN: 'errors.forbiddenOrigin',
  NO_BACKEND: 'errors.noBackend',
  NETWORK: 'errors.network',
  TOO_LARGE: 'errors.tooLarge',
  // main's message is for the log; the user reads the generic text.
  FAILED: 'errors.generic',
};

/**
 * Spec 1 §8: the translated message for a known backend code, otherwise the raw error text,
 * otherwise 'An error occurred!'.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'malformed') return t('errors.malformed');
    if (error.code && isErrorCode(error.code)) return t(`errors.${error.code}`);
    if (error.code && PLATFORM_KEYS[error.code]) return t(PLATFORM_KEYS[error.code]);
    if (error.code) return error.code;
    return error.message || t('errors.generic');
  }
  if (error instanceof PlatformError) return PLATFORM_KEYS[error.code] ? t(PLATFORM_KEYS[error.code]) : error.message;
  return t('errors.generic');
}
