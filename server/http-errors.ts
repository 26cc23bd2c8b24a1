import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from './http/messages.ts';

/**
 * The one error shape of the API (DESIGN.md §5, openapi.yaml `Error`): `{ code, message, details? }`.
 * Throw an ApiError from a handler; the error handler (server/plugins/app/error-handler.ts) turns it into the response,
 * with the code's message (server/http/messages.ts) and each detail's in the request's language.
 */
export interface ErrorDetail {
  /** JSON pointer-like path of the offending field, e.g. `/parties/reporter/email`. */
  path: string;
  /** A Lingui message: the form's own for that kind of mistake where the form has one. */
  message: MessageDescriptor;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly details?: ErrorDetail[],
  ) {
    // The code, not a text: what a person reads is chosen by the request's language.
    super(code);
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND');

export const reportCompleted = () => new ApiError(409, 'REPORT_COMPLETED');
