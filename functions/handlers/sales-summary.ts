import { salesSummary } from '../domain/sales-summary.js';
import { readSalesFrom } from '../repositories/sales-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { salesSummaryQuerySchema } from '../schemas/sales.js';

const deps = { readSalesFrom, now: () => new Date() };

export const handler = createHandler('sales-summary', { query: salesSummaryQuerySchema }, async ({ query }) => ok(await salesSummary(deps, query.days)), {
  getUserRole,
});
