import type { ReactNode } from 'react';

/** The Tools section's landmark and heading, around the list or its loading state. */
export function ToolsSectionFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="tools-heading" className="mb-8 text-center text-3xl font-bold">
        Tools
      </h2>
      {children}
    </section>
  );
}
