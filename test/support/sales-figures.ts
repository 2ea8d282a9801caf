/** Reading the sales figures, which follow the orders stream a few seconds behind the orders. */
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { callApi } from './api-client.js';
import { eventually } from './eventually.js';
import { triggersIdle } from './triggers-idle.js';

export const salesSummary = async (adminToken: string, days = 7) =>
  (await callApi<SalesSummary>('GET', `/salessummary?days=${days}`, { auth: adminToken })).body;

/** The summary once the projection has caught up with every order change made so far: the stream triggers are idle. */
export async function settledSalesSummary(adminToken: string, days = 7): Promise<SalesSummary> {
  await triggersIdle();
  return salesSummary(adminToken, days);
}

/** The summary once `done` holds (the projection has counted what the test did); fails the test when it never does. */
export const salesSummaryOnce = (
  adminToken: string,
  done: (summary: SalesSummary) => boolean,
  { days = 7, what = 'the sales figures to count what the test did' }: { days?: number; what?: string } = {},
) => eventually(() => salesSummary(adminToken, days), done, { timeoutMs: 30_000, what });
