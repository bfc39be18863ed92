/** An error with the HTTP status and `{error, …}` body the client expects (CONTRACT.md "Errors"). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: { error: string } & Record<string, unknown>;
  constructor(status: number, error: string, extra: Record<string, unknown> = {}) {
    super(error);
    this.status = status;
    this.body = { error, ...extra };
  }
}

export const notFound = (code = 'ERR_NOT_FOUND') => new HttpError(404, code);
export const forbidden = (code = 'ERR_NO_PERMISSION') => new HttpError(403, code);
export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
