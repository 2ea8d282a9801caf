import { queryOptions } from '@tanstack/react-query';
import type { Statement } from '@functions/receivables/contract/receivables';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Under the trade root: recording a payment or placing an order on account reads the statement again. */
export const receivablesKeys = {
  statement: () => [...sharedKeys.trade, 'statement'] as const,
};

/** GET /trade/statement (company admins): balance, credit, hold, invoices and aging, all in cents. */
export const statementQueryOptions = () =>
  queryOptions({ queryKey: receivablesKeys.statement(), queryFn: ({ signal }) => apiFetch<Statement>('/trade/statement', { signal }) });
