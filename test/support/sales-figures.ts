/** Reading the sales figures, which follow the orders stream a few seconds behind the orders. */
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { callApi } from './api-client.js';
import { eventually } from './eventually.js';

export const salesSummary = async (adminToken: string, days = 7) =>
  (await callApi<SalesSummary>('GET', `/salessummary?days=${days}`, { auth: adminToken })).body;

/** The summary once the projection has caught up with every order change made so far: two reads a second apart agree. */
export async function settledSalesSummary(adminToken: string, days = 7): Promise<SalesSummary> {
  let previous = '';
  const read = async () => {
    const current = await salesSummary(adminToken, days);
    const settled = JSON.stringify(current) === previous;
    previous = JSON.stringify(current);
    if (!settled) await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { current, settled };
  };
  return (await eventually(read, ({ settled }) => settled, 30_000)).current;
}

/** The summary once `done` holds (the projection has counted what the test did), or the last one read. */
export const salesSummaryOnce = (adminToken: string, done: (summary: SalesSummary) => boolean, days = 7) =>
  eventually(() => salesSummary(adminToken, days), done, 30_000);
