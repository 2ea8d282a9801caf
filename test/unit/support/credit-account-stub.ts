import type { PlaceOrderDeps } from '../../../functions/orders/domain/place-order.js';

/** The on-account part of placing, for tests of card orders: never reached, so any call fails the test. */
export const cardOnlyPlacing: Pick<PlaceOrderDeps, 'readCreditLedger' | 'createOrderOnAccount' | 'termsDaySeconds'> = {
  readCreditLedger: () => Promise.reject(new Error('A card order read the credit ledger')),
  createOrderOnAccount: () => Promise.reject(new Error('A card order was written on account')),
  termsDaySeconds: () => 86_400,
};
