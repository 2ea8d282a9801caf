/** An order's statuses and the reasons it changes. No zod here: functions read it at init (the schemas: order.ts). */
/** 'On account': a trade order whose invoice is issued at once and paid later, within the company's terms (no hold, never unpaid). */
export const ORDER_STATUSES = ['Not paid', 'paid', 'delivered', 'cancelled', 'refunded', 'Awaiting approval', 'Declined', 'On account'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Why an unpaid order was cancelled: by its owner, by an admin, or because its hold ran out. */
export const CANCEL_REASONS = ['owner', 'admin', 'hold-expired'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Who refunded a paid order: an admin in the shop, the provider's dashboard, or the shop itself for a payment that came too late. */
export const REFUND_SOURCES = ['admin', 'provider', 'late-payment'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];
/** How a closed dispute ended: the shop kept the money ('won') or the bank gave it back to the customer ('lost'). */
export const DISPUTE_OUTCOMES = ['won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DEFAULT_PURCHASE_QUANTITY = 50;
