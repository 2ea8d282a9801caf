import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { homeToolsQueryOptions } from '../api/home-api';
import { ToolCard } from './tool-card';

export function ToolsSection() {
  const query = useQuery(homeToolsQueryOptions());
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="tools-heading" className="mb-8 text-center text-3xl font-bold">
        Tools
      </h2>
      <QueryState query={query} empty="No tools yet. Please come back soon." loadingLabel="Loading tools">
        {(tools) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <li key={tool._id} className="flex">
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
