import type { Order } from '@functions/orders/contract/order';
import { tradeDocumentsOf, useDownloadTradeDocument } from '../api/trade-documents';

/** 'Invoice' and 'Credit note' downloads of an order, once it has them; its PO number, when it has one. */
export function TradeDocumentLinks({ order }: { order: Order }) {
  const download = useDownloadTradeDocument();
  const documents = tradeDocumentsOf(order);
  if (documents.length === 0 && !order.poNumber) return <span className="text-slate-600">—</span>;
  return (
    <span className="flex flex-col items-start gap-1 text-sm">
      {order.poNumber ? <span className="text-slate-700">PO {order.poNumber}</span> : null}
      {documents.map(({ kind, label, number }) => (
        <button
          key={kind}
          type="button"
          className="link"
          aria-label={`${label} ${number} (PDF)`}
          disabled={download.isPending}
          onClick={() => download.mutate({ kind, orderId: order._id, number })}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
