/**
 * Search over the catalog, in the browser, with MiniSearch (chosen by measurement at 5,000 tools:
 * docs/performance.md). Words of the name and the description match by prefix ('vis' finds 'Vise'),
 * case-insensitive, and a word of 5 letters or more forgives one typo; every word typed must match.
 * A tool's SKU is indexed too, and a query that is a SKU or the start of one (any case) finds its tools.
 * Only the /tools page imports this module, so MiniSearch is in that page's chunk alone.
 */
import MiniSearch from 'minisearch';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import { isSku, normalizeSku } from '@functions/catalog/contract/packs';

/** Words this long or longer forgive one typo: one letter added, missing or changed (an edit distance of 1). */
export const TYPO_MIN_LENGTH = 5;

export type CatalogSearch = (query: string) => Set<string> | undefined;

/** The search over these tools: the ids matching a query, or nothing for a blank one. The tools are indexed at the first search. */
export function createCatalogSearch(tools: readonly CatalogTool[]): CatalogSearch {
  let index: MiniSearch<CatalogTool> | undefined;
  return (query) => {
    if (query.trim() === '') return undefined;
    if (!index) {
      index = new MiniSearch<CatalogTool>({ idField: '_id', fields: ['name', 'desc', 'sku'], storeFields: [] });
      index.addAll(tools);
    }
    const results = index.search(query, { prefix: true, fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : 0), combineWith: 'AND' });
    const found = new Set(results.map((result) => String(result.id)));
    // The SKU whole: the words above split 'WH-BV1' at its dash, and '-', '.', '_' are part of a SKU.
    if (isSku(query)) {
      const prefix = normalizeSku(query);
      for (const tool of tools) if (tool.sku?.startsWith(prefix)) found.add(tool._id);
    }
    return found;
  };
}
