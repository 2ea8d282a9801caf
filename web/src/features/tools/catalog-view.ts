/**
 * What the /tools page shows, as it lives in the URL (`?q=vise&category=Clamps&sort=price-asc`), and
 * the category filter and sorting applied to the catalog. The search itself is catalog-search.ts.
 */
import type { CatalogTool } from '@functions/catalog/contract/catalog';

export const CATALOG_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Best rated' },
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number]['value'];

export interface CatalogView {
  /** The search box's text, as typed. */
  q: string;
  /** '' for every category. */
  category: string;
  sort: CatalogSort;
}

const isSort = (value: string | null): value is CatalogSort => CATALOG_SORTS.some((sort) => sort.value === value);

/** The view a URL's query string describes; anything unknown falls back to the default. */
export function catalogViewOf(params: URLSearchParams): CatalogView {
  const sort = params.get('sort');
  return { q: params.get('q') ?? '', category: params.get('category') ?? '', sort: isSort(sort) ? sort : 'newest' };
}

/** The query string of a view, without the defaults: the plain /tools is every tool, newest first. */
export function catalogViewParams(view: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q !== '') params.set('q', view.q);
  if (view.category !== '') params.set('category', view.category);
  if (view.sort !== 'newest') params.set('sort', view.sort);
  return params;
}

const byRating = (a: CatalogTool, b: CatalogTool) => (b.rating?.average ?? 0) - (a.rating?.average ?? 0) || (b.rating?.count ?? 0) - (a.rating?.count ?? 0);

/** The tools (given newest first) in the view's order; ties keep the newest first. */
export function sortTools(tools: readonly CatalogTool[], sort: CatalogSort): CatalogTool[] {
  const sorted = [...tools];
  if (sort === 'price-asc') sorted.sort((a, b) => a.priceCents - b.priceCents);
  else if (sort === 'price-desc') sorted.sort((a, b) => b.priceCents - a.priceCents);
  else if (sort === 'rating') sorted.sort(byRating);
  return sorted;
}

/**
 * The tools the view shows, in its order. `matches` is the search's answer for `view.q` (the ids
 * that match), absent when there is nothing to search for.
 */
export function toolsInView(tools: readonly CatalogTool[], view: CatalogView, matches?: ReadonlySet<string>): CatalogTool[] {
  const shown = tools.filter((tool) => (view.category === '' || tool.category === view.category) && (!matches || matches.has(tool._id)));
  return sortTools(shown, view.sort);
}
