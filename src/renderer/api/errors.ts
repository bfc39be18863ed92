import type { TFunction } from 'i18next';
import { errorBodySchema } from '@shared/api/errors';
import { isErrorCode } from '@shared/domain/errorCodes';
import { PlatformError } from '@renderer/platform';

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'platform';

/** Every failed backend call becomes one of these: the UI turns it into translated text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The backend's `error` field (an ERR_* code or free text), or the platform's error code. */
  readonly code: string | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, code: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

/** Builds the ApiError of an HTTP error reply, reading `{error}` when the body has one. */
export function httpError(status: number, bodyText: string): ApiError {
  let code: string | null = null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    if (parsed.success) code = parsed.data.error;
  } catch {
    // not JSON: keep the raw text below
  }
  return new ApiError('http', code ?? (bodyText.slice(0, 300) || `HTTP ${status}`), status, code);
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
