import { useId } from 'react';
import type { CatalogCategory } from '@functions/catalog/contract/catalog';
import { CATALOG_SORTS, type CatalogSort, type CatalogView } from '../catalog-view';

interface CatalogControlsProps {
  view: CatalogView;
  categories: readonly CatalogCategory[];
  onChange(view: CatalogView): void;
}

/** The /tools page's search box, category filter and sort order. */
export function CatalogControls({ view, categories, onChange }: CatalogControlsProps) {
  const id = useId();
  return (
    <form role="search" className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]" onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
          Search tools
        </label>
        <input id={`${id}-q`} type="search" className="input" value={view.q} onChange={(event) => onChange({ ...view, q: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="font-medium text-slate-800">
          Category
        </label>
        <select id={`${id}-category`} className="input" value={view.category} onChange={(event) => onChange({ ...view, category: event.target.value })}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name} ({category.count})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="font-medium text-slate-800">
          Sort by
        </label>
        <select id={`${id}-sort`} className="input" value={view.sort} onChange={(event) => onChange({ ...view, sort: event.target.value as CatalogSort })}>
          {CATALOG_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
