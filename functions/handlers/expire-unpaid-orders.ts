/** Runs on a schedule (an EventBridge rule in the cloud, a timer under npm start): cancels unpaid orders whose hold ended. */
import type { Context } from 'aws-lambda';
import { expireHolds } from '../domain/expire-holds.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { cancelUnpaidOrder, listExpiredHolds } from '../repositories/order-lifecycle-repository.js';
import { cancelPaymentIntent } from '../repositories/payments-provider.js';
import { readingSecretsAhead } from '../shared/config.js';

const deps = { getOrder: getOrderConsistently, cancelUnpaidOrder, cancelPaymentIntent, listExpiredHolds, now: () => new Date() };

export const handler = readingSecretsAhead(
  async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<{ expired: string[]; failed: string[] }> =>
    expireHolds({ ...deps, remainingMs: () => context.getRemainingTimeInMillis() }),
);
