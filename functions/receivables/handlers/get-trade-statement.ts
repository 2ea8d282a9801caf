import { getStatement } from '../domain/statement.js';
import { statementDeps } from './statement-deps.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { receivablesRoutes } from '../routes.js';

export const handler = createHandler(routeOf(receivablesRoutes, 'get-trade-statement'), noSchemas, async ({ caller }) =>
  ok((await getStatement(statementDeps, caller)).statement),
);
