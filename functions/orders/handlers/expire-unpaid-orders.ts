/** Runs on a schedule (an EventBridge rule in the cloud, a timer under npm start): cancels unpaid orders whose hold ended. */
import type { Context } from 'aws-lambda';
import { expireHolds } from '../domain/expire-holds.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { cancelUnpaidOrder, listExpiredHolds } from '../store/order-lifecycle-repository.js';
import { cancelPaymentIntent } from '../gateways/payments-provider.js';
import { readingSecretsAhead } from '../../platform/config.js';

const deps = { getOrder: getOrderConsistently, cancelUnpaidOrder, cancelPaymentIntent, listExpiredHolds, now: () => new Date() };

export const handler = readingSecretsAhead(
  async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<{ expired: string[]; failed: string[] }> =>
    expireHolds({ ...deps, remainingMs: () => context.getRemainingTimeInMillis() }),
);
