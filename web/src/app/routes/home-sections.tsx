import { BusinessSummary } from '../../components/business-summary';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { ToolsSection } from '../../features/tools/components/tools-section';

/** Everything below the carousel: its own chunk, loaded while the home page's data is fetched. */
export function HomeSections() {
  return (
    <>
      <ToolsSection />
      <BusinessSummary />
      <ReviewsSection />
    </>
  );
}
