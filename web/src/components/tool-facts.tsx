import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { formatPrice } from '../lib/format';
import type { MemberPrice } from './member-price';

interface ToolFactsProps {
  tool: Pick<ToolAnswer, 'available' | 'minimum' | 'priceCents'>;
  /** A trade member's own price of the tool: shown as 'Your price', the list price kept beside it. */
  memberPrice?: MemberPrice;
  /** Extra classes for the list, e.g. a smaller text size on a card. */
  className?: string;
}

/** A tool's stock, minimum order and unit price as a definition list; for a trade member, their price and the list price. */
export function ToolFacts({ tool, memberPrice, className = '' }: ToolFactsProps) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 ${className}`.trim()}>
      <dt className="font-semibold">Available</dt>
      <dd>{tool.available}</dd>
      <dt className="font-semibold">Minimum order</dt>
      <dd>{tool.minimum}</dd>
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
