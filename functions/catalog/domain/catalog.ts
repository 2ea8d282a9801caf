import type { Catalog, CatalogCategory, CatalogTool } from '../contract/catalog.js';
import type { Tool } from '../contract/tool.js';
import { categoryOf, priceFieldsOf } from '../contract/tool-answer.js';

/** A tool as the catalog lists it: what a buyer sees on a card, nothing of the admins' fields. */
export function catalogToolOf(tool: Tool): CatalogTool {
  const { _id, name, desc, priceCents, available, minimum, img, rating, priceBreaks, sku, orderMultiple, maxPerOrder } = tool;
  const { price, priceBreaks: breaksAnswered } = priceFieldsOf(tool);
  return {
    _id,
    sku,
    name,
    desc,
    category: categoryOf(tool),
    price,
    priceCents,
    available,
    minimum,
    orderMultiple,
    ...(maxPerOrder !== undefined && { maxPerOrder }),
    img,
    ...(rating.count > 0 ? { rating } : {}),
    ...(priceBreaks && priceBreaks.length > 0 ? { priceBreaks: breaksAnswered } : {}),
  };
}

/** Code units, not localeCompare: its first call loads ICU's collator, slowing a cold start. */
function alphabetically(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function categoriesOf(tools: readonly Pick<CatalogTool, 'category'>[]): CatalogCategory[] {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.category, (counts.get(tool.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => alphabetically(a.name, b.name));
}

/** The catalog of the tools on sale (given newest first, kept in that order). */
export function catalogOf(toolsOnSale: readonly Tool[]): Catalog {
  const tools = toolsOnSale.filter((tool) => !tool.archived).map(catalogToolOf);
  return { tools, categories: categoriesOf(tools) };
}
