/**
 * The one error shape of the API (DESIGN.md §5, openapi.yaml `Error`): `{ code, message, details? }`.
 * Throw an ApiError from a handler; the error handler in server/app.ts turns it into the response.
 */
export interface ErrorDetail {
  /** JSON pointer-like path of the offending field, e.g. `/parties/reporter/email`. */
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const notFound = (what = 'incident report') => new ApiError(404, 'NOT_FOUND', `No ${what} with this id.`);

export const reportCompleted = () =>
  new ApiError(409, 'REPORT_COMPLETED', 'The incident report has been saved and can no longer be changed.');
