import { useQuery } from '@tanstack/react-query';
import { BusinessSummary } from '../../components/business-summary';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { homeToolsQueryOptions } from '../../features/tools/api/tool-queries';
import { ToolsSection } from '../../features/tools/components/tools-section';
import { useMemberPrices } from '../use-member-prices';

/** Everything below the carousel: its own chunk, loaded while the home page's data is fetched. */
export function HomeSections() {
  // The tools' list is the one ToolsSection shows (the same cached query); a trade member sees their own prices on its cards.
  const tools = useQuery(homeToolsQueryOptions()).data;
  const memberPrices = useMemberPrices(tools?.map((tool) => tool._id) ?? []);
  return (
    <>
      <ToolsSection memberPrices={memberPrices} />
      <BusinessSummary />
      <ReviewsSection />
    </>
  );
}
