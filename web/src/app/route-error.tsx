import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '../lib/chunk-load-error';
import { describeError } from '../components/error-message';

/** A route's errorElement: a failed chunk or page error becomes a message with Retry, never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof ChunkLoadError;
  const title = isChunkError ? 'This page could not be loaded' : 'Something went wrong';
  const message = isChunkError ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);

  return (
    <section role="alert" className="mx-auto my-12 max-w-xl rounded-xl border border-red-300 bg-red-50 p-6 text-red-950">
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="whitespace-pre-line break-words" data-testid="route-error-message">
        {message}
      </p>
      <div className="mt-4 flex gap-3">
        {/* A full reload fetches the current build's chunks again (a deploy may have replaced them). */}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <Link to="/" className="btn btn-outline" reloadDocument>
          Go home
        </Link>
      </div>
    </section>
  );
}
