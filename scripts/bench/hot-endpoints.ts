/** The endpoints the benchmark loads and whose DynamoDB cost it measures: the shop's hot path. */
import { findRouteByHandler, type HandlerName, type HttpMethod } from '../../functions/manifest.js';

export interface HotRequest {
  /** e.g. `GET /purchase/{id}` */
  label: string;
  handler: HandlerName;
  method: HttpMethod;
  params: Record<string, string>;
  body?: unknown;
  /** Sent with the customer's app token. */
  signedIn: boolean;
}

export const PURCHASE_BODY = { address: '1 Bench Street', number: '01234567890', quantity: 1 };

function hotRequest(handler: HandlerName, params: Record<string, string>, body?: unknown): HotRequest {
  const route = findRouteByHandler(handler);
  return { label: `${route.method} ${route.path}`, handler, method: route.method, params, body, signedIn: route.access !== 'public' };
}

/** `toolId` is the tool that is read and ordered; `email` the signed-in customer's. */
export function hotRequests(context: { toolId: string; email: string }): HotRequest[] {
  return [
    hotRequest('list-home-tools', {}),
    hotRequest('get-tool', { id: context.toolId }),
    hotRequest('create-order', { id: context.toolId }, PURCHASE_BODY),
    hotRequest('list-my-orders', { email: context.email }),
  ];
}

/** The concrete path, e.g. /purchase/bench-tool-000001. */
export function requestPath(request: Pick<HotRequest, 'handler' | 'params'>): string {
  return findRouteByHandler(request.handler).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${request.handler}`);
    return encodeURIComponent(value);
  });
}
