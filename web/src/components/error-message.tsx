import { ApiError } from '../lib/api-client';

/** The message to show a person for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Whether asking again may answer differently: yes for an unreachable server, a server error, a
 * timeout or throttling, and for anything that is not an API answer; no for the API's other
 * refusals (not found, not allowed, bad input), which only change if something else does.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** An error box, with a Retry button (`onRetry`) when asking again may help. */
export function ErrorMessage({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto my-6 max-w-xl rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{describeError(error)}</p>
      {onRetry && isRetryable(error) ? (
        <button type="button" onClick={onRetry} className="btn btn-outline mt-3">
          Retry
        </button>
      ) : null}
    </div>
  );
}
