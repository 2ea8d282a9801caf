/**
 * The query parameters each cached public read uses, and nothing else: the handler sees only these
 * (http-handler.ts drops the rest before validating), and the edge keys its cache on only these
 * (infra/constructs/web-hosting.ts). So `?x=<random>` neither misses the cache nor changes the answer.
 * A public read not listed uses no query parameter.
 */
export const PUBLIC_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'list-home-tools': ['cursor', 'limit'],
  'list-home-reviews': ['cursor', 'limit'],
  'list-tool-reviews': ['cursor', 'limit'],
  // The catalog page's views (web/src/features/tools/catalog-view.ts).
  'catalog-page': ['category', 'q', 'sort'],
};

export const publicQueryParamsOf = (handler: string): readonly string[] => PUBLIC_QUERY_PARAMS[handler] ?? [];

/** The query with only the parameters the public read uses. */
export function onlyUsedQueryParams(handler: string, query: Record<string, string | undefined>): Record<string, string | undefined> {
  const used = publicQueryParamsOf(handler);
  return Object.fromEntries(Object.entries(query).filter(([name]) => used.includes(name)));
}
