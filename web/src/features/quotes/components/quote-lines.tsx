import type { QuoteAnswer } from '@functions/quotes/contract/quote';
import { formatPrice } from '../../../lib/format';

/** A quote's lines, with the offered unit prices once there are some. */
export function QuoteLines({ quote }: { quote: QuoteAnswer }) {
  return (
    <ul className="list-disc pl-6">
      {quote.lines.map((line) => (
        <li key={line.toolId}>
          {line.quantity} x {line.product_name}
          {line.unitPriceCents !== undefined && ` at ${formatPrice(line.unitPriceCents)} each`}
        </li>
      ))}
      {quote.subtotalCents !== undefined && <li className="list-none font-bold">Subtotal: {formatPrice(quote.subtotalCents)} (plus tax)</li>}
    </ul>
  );
}
