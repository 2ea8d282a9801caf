import type { Order } from '@functions/orders/contract/order';
import { SkuText } from './sku-text';

/** An order's SKU column (the shop's, the buyer's and the company's order tables): each line's SKU as it was when the order was placed, in the lines' order. */
export function OrderSkusCell({ order }: { order: Pick<Order, 'lines'> }) {
  const skuOf = (line: Order['lines'][number]) => (line.sku ? <SkuText sku={line.sku} /> : '—');
  if (order.lines.length <= 1) return <>{order.lines[0] ? skuOf(order.lines[0]) : '—'}</>;
  return (
    <ul aria-label="SKUs of the lines" className="text-sm">
      {order.lines.map((line) => (
        <li key={line.toolId}>{skuOf(line)}</li>
      ))}
    </ul>
  );
}
