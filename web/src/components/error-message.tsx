import { ApiError } from '../lib/api-client';

/** The message to show a person for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/** An error box with an optional Retry button. */
export function ErrorMessage({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto my-6 max-w-xl rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{describeError(error)}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn btn-outline mt-3">
          Retry
        </button>
      ) : null}
    </div>
  );
}
