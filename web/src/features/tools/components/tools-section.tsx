import { useQuery } from '@tanstack/react-query';
import type { MemberPrices } from '../../../components/member-price';
import { QueryState } from '../../../components/query-state';
import { homeToolsQueryOptions } from '../api/tool-queries';
import { ToolCard } from './tool-card';
import { ToolsLoading } from './tools-loading';
import { ToolsSectionFrame } from './tools-section-frame';

/** The home page's newest tools as cards; `memberPrices` (a trade member's own) add 'Your price' to them. */
export function ToolsSection({ memberPrices }: { memberPrices?: MemberPrices }) {
  const query = useQuery(homeToolsQueryOptions());
  return (
    <ToolsSectionFrame>
      <QueryState query={query} empty="No tools yet. Please come back soon." loading={<ToolsLoading />}>
        {(tools) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <li key={tool._id} className="flex">
                <ToolCard tool={tool} memberPrice={memberPrices?.get(tool._id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ToolsSectionFrame>
  );
}
