/** An error with the HTTP status and `{error, …}` body the client expects (CONTRACT.md "Errors"). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: { error: string } & Record<string, unknown>;
  /** Headers the reply carries besides the body (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    error: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(error);
    this.status = status;
    this.body = { error, ...extra };
    this.headers = headers;
  }
}

export const notFound = (code = 'ERR_NOT_FOUND') => new HttpError(404, code);
export const forbidden = (code = 'ERR_NO_PERMISSION') => new HttpError(403, code);
export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
