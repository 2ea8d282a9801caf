import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { formatPrice } from '../lib/format';
import type { MemberPrice } from './member-price';

interface ToolFactsProps {
  tool: Pick<ToolAnswer, 'available' | 'minimum' | 'priceCents'> & Partial<Pick<ToolAnswer, 'sku' | 'orderMultiple' | 'maxPerOrder'>>;
  /** A trade member's own price of the tool: shown as 'Your price', the list price kept beside it. */
  memberPrice?: MemberPrice;
  /** Extra classes for the list, e.g. a smaller text size on a card. */
  className?: string;
}

/** A tool's SKU, stock, minimum order, packs and unit price as a definition list; for a trade member, their price and the list price. */
export function ToolFacts({ tool, memberPrice, className = '' }: ToolFactsProps) {
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 ${className}`.trim()}>
      {tool.sku ? (
        <>
          <dt className="font-semibold">SKU</dt>
          <dd data-testid="sku" className="break-all">
            {tool.sku}
          </dd>
        </>
      ) : null}
      <dt className="font-semibold">Available</dt>
      <dd>{tool.available}</dd>
      <dt className="font-semibold">Minimum order</dt>
      <dd>{tool.minimum}</dd>
      {tool.orderMultiple && tool.orderMultiple > 1 ? (
        <>
          <dt className="font-semibold">Pack size</dt>
          <dd>Sold in packs of {tool.orderMultiple}</dd>
        </>
      ) : null}
      {tool.maxPerOrder !== undefined ? (
        <>
          <dt className="font-semibold">Max per order</dt>
          <dd>{tool.maxPerOrder}</dd>
        </>
      ) : null}
      {memberPrice ? (
        <>
          <dt className="font-semibold text-emerald-800">Your price</dt>
          <dd className="font-semibold text-emerald-800" data-testid="your-price">
            {formatPrice(memberPrice.unitPriceCents)} per unit
          </dd>
          <dt className="font-semibold">List price</dt>
          <dd>{memberPrice.unitPriceCents < tool.priceCents ? <s>{formatPrice(tool.priceCents)}</s> : formatPrice(tool.priceCents)} per unit</dd>
        </>
      ) : (
        <>
          <dt className="font-semibold">Price</dt>
          <dd>{formatPrice(tool.priceCents)} per unit</dd>
        </>
      )}
    </dl>
  );
}
