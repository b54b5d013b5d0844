/**
 * A rule of the newsroom said no: a 403 (not yours), a 404 (no such thing), a 409 (not in this state), a 413 (too
 * large to send this way); or a part it leans on can't serve now (503: no Chromium for PDFs; 504: a page took too
 * long to print). Services throw it with the message the user should read, in Portuguese; the error handler answers
 * it as it is.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
