import { useEffect, useState } from 'react';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import type { MemberPrices } from '../../../components/member-price';
import { ToolCard } from './tool-card';

/** Cards shown at first, and added by each 'Show more tools': 5,000 cards at once would take seconds to render. */
export const CATALOG_PAGE_SIZE = 24;

interface CatalogResultsProps {
  tools: readonly CatalogTool[];
  /** A trade member's own prices: 'Your price' on the cards. */
  memberPrices?: MemberPrices;
  /** Told the tools on screen (the first page, then each page added), so their member prices can be asked for. */
  onShownChange?(shown: readonly CatalogTool[]): void;
}

/** The tools of the view as cards, a page at a time, or the empty state. Mount it with a key per view, so a new search starts at the first page. */
export function CatalogResults({ tools, memberPrices, onShownChange }: CatalogResultsProps) {
  const [shown, setShown] = useState(CATALOG_PAGE_SIZE);
  useEffect(() => {
    onShownChange?.(tools.slice(0, shown));
  }, [tools, shown, onShownChange]);
  return (
    <section aria-labelledby="catalog-results" className="flex flex-col gap-6">
      <h2 id="catalog-results" className="text-lg font-semibold text-slate-800" aria-live="polite">
        {tools.length === 1 ? '1 tool' : `${tools.length} tools`}
      </h2>
      {tools.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No tools match your search</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tools.slice(0, shown).map((tool) => (
            <li key={tool._id} className="flex">
              <ToolCard tool={tool} memberPrice={memberPrices?.get(tool._id)} />
            </li>
          ))}
        </ul>
      )}
      {tools.length > shown ? (
        <button type="button" className="btn btn-outline self-center" onClick={() => setShown((count) => count + CATALOG_PAGE_SIZE)}>
          Show more tools
        </button>
      ) : null}
    </section>
  );
}
