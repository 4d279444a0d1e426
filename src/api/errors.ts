/** An error the API answers with a status and a message for the shopper; never a stack trace (API-01). */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: HttpError['status'], message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
  }
}
