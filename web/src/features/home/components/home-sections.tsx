import { BusinessSummary } from './business-summary';
import { ReviewsSection } from './reviews-section';
import { ToolsSection } from './tools-section';

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
