import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The home page's Tools section: its landmark and heading around the list (or its loading state), then the way to the whole catalog. */
export function ToolsSectionFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="tools-heading" className="mb-8 text-center text-3xl font-bold">
        Tools
      </h2>
      {children}
      <p className="mt-8 text-center">
        <Link to="/tools" className="btn btn-outline">
          See all tools
        </Link>
      </p>
    </section>
  );
}
