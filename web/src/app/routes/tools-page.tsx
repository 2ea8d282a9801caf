import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Catalog, CatalogTool } from '@functions/catalog/contract/catalog';
import { SHOP_NAME } from '@functions/platform/contract/shop';
import { QueryState } from '../../components/query-state';
import { catalogQueryOptions } from '../../features/tools/api/catalog-queries';
import { createCatalogSearch } from '../../features/tools/catalog-search';
import { catalogViewOf, catalogViewParams, toolsInView, type CatalogView } from '../../features/tools/catalog-view';
import { CatalogControls } from '../../features/tools/components/catalog-controls';
import { CatalogResults } from '../../features/tools/components/catalog-results';
import type { RouteLoader } from '../lazy-page';
import { useMemberPrices } from '../use-member-prices';

export const loader: RouteLoader = ({ queryClient }) => queryClient.ensureQueryData(catalogQueryOptions());

/** /tools (everyone): the whole catalog, searched, filtered and sorted in the browser; the view lives in the URL. */
export function ToolsPage() {
  const query = useQuery(catalogQueryOptions());
  useEffect(() => {
    document.title = `Tools | ${SHOP_NAME}`;
  }, []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <h1 className="text-center text-4xl font-bold">Tools</h1>
      <QueryState query={query}>{(catalog) => <CatalogBrowser catalog={catalog} />}</QueryState>
    </div>
  );
}

function CatalogBrowser({ catalog }: { catalog: Catalog }) {
  const [params, setParams] = useSearchParams();
  const { category, sort } = catalogViewOf(params);
  // The search box answers each keystroke from its own state; the URL follows (a reload or a link shows the same list).
  const [q, setQ] = useState(() => catalogViewOf(params).q);
  const searchedFor = useDeferredValue(q);
  const search = useMemo(() => createCatalogSearch(catalog.tools), [catalog.tools]);
  const tools = useMemo(
    () => toolsInView(catalog.tools, { q: searchedFor, category, sort }, search(searchedFor)),
    [catalog.tools, searchedFor, category, sort, search],
  );
  // A trade member's prices of the cards on screen (not of the whole catalog).
  const [shownIds, setShownIds] = useState<readonly string[]>([]);
  const onShownChange = useCallback((shown: readonly CatalogTool[]) => setShownIds(shown.map((tool) => tool._id)), []);
  const memberPrices = useMemberPrices(shownIds);
  const show = (next: CatalogView) => {
    setQ(next.q);
    setParams(catalogViewParams(next), { replace: true });
  };
  return (
    <>
      <CatalogControls view={{ q, category, sort }} categories={catalog.categories} onChange={show} />
      <CatalogResults key={`${searchedFor}\n${category}\n${sort}`} tools={tools} memberPrices={memberPrices} onShownChange={onShownChange} />
    </>
  );
}
