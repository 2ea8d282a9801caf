import type { Order } from '@functions/orders/contract/order';

/** An order's product column: the tool's name for one line; for several, their summary and each line with its quantity. */
export function OrderLinesCell({ order }: { order: Pick<Order, 'product_name' | 'lines'> }) {
  if (order.lines.length <= 1) return <>{order.product_name}</>;
  return (
    <span className="flex flex-col">
      <span>{order.product_name}</span>
      <ul aria-label={`Lines of ${order.product_name}`} className="text-sm font-normal text-slate-700">
        {order.lines.map((line) => (
          <li key={line.toolId}>
            {line.quantity} × {line.product_name}
          </li>
        ))}
      </ul>
    </span>
  );
}
