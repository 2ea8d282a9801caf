import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { formatPrice } from '../lib/format';

interface ToolFactsProps {
  tool: Pick<ToolAnswer, 'available' | 'minimum' | 'priceCents'>;
  /** Extra classes for the list, e.g. a smaller text size on a card. */
  className?: string;
}

/** A tool's stock, minimum order and unit price as a definition list. */
export function ToolFacts({ tool, className = '' }: ToolFactsProps) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 ${className}`.trim()}>
      <dt className="font-semibold">Available</dt>
      <dd>{tool.available}</dd>
      <dt className="font-semibold">Minimum order</dt>
      <dd>{tool.minimum}</dd>
      <dt className="font-semibold">Price</dt>
      <dd>{formatPrice(tool.priceCents)} per unit</dd>
    </dl>
  );
}
