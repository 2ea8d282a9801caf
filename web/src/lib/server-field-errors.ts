import { ApiError } from './api-client';

export interface ServerFieldError {
  field: string;
  message: string;
}

/** `[{ field, message }]` of a refused request (a 400's `details`), else nothing: forms put them under the fields they name. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (detail): detail is ServerFieldError =>
      typeof detail === 'object' && detail !== null && typeof detail.field === 'string' && typeof detail.message === 'string',
  );
}
