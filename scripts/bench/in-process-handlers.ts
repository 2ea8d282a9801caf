/**
 * The hot endpoints' handlers, called inside the benchmark's own process: the capacity recorder
 * can only sit on a document client of this process (the local stack runs every function in its
 * own processes).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as createOrder } from '../../functions/orders/handlers/create-order.js';
import { handler as getTool } from '../../functions/catalog/handlers/get-tool.js';
import { handler as listHomeTools } from '../../functions/catalog/handlers/list-home-tools.js';
import { handler as listMyOrders } from '../../functions/orders/handlers/list-my-orders.js';
import type { HandlerName } from '../../functions/manifest.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { httpApiEvent } from './cold-events.js';
import type { HotRequest } from './hot-endpoints.js';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

const HOT_HANDLERS: Partial<Record<HandlerName, Handler>> = {
  'list-home-tools': listHomeTools,
  'get-tool': getTool,
  'create-order': createOrder,
  'list-my-orders': listMyOrders,
};

/** Calls the request's handler in this process with the app token; answers the HTTP status. */
export async function callInProcess(request: HotRequest, token: string): Promise<number> {
  const handler = HOT_HANDLERS[request.handler];
  if (!handler) throw new Error(`No handler imported for ${request.handler}`);
  const event = httpApiEvent(request.handler, {
    params: request.params,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    // What CloudFront adds to every request it passes to the API (the handlers check it against ORIGIN_VERIFY_SECRET).
    headers: { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET ?? '', ...(request.signedIn && { auth: `bearer ${token}` }) },
  });
  return (await handler(event)).statusCode ?? 200;
}
