/**
 * The local API server's events are the ones API Gateway (HTTP API, payload 2.0) sends: the query
 * and the headers arrive as JSON objects whose every name is a plain key, so a function sees
 * `?__proto__=1` or `?constructor=1` as the unknown parameter it is, in the cloud and locally.
 */
import { describe, expect, it } from 'vitest';
import { toLambdaEvent } from '../../infra/local/lambda-event.js';

const match = {
  route: { routeKey: 'GET /allorders/{email}', method: 'GET', path: '/allorders/{email}', functionLogicalId: 'ListAllOrders', payloadFormatVersion: '2.0' },
  pathParameters: { email: 'admin@tools.test' },
};
const eventFor = (url: string, headers: Record<string, string | string[]> = {}) =>
  toLambdaEvent({ method: 'GET', url, headers: { host: 'localhost:3001', ...headers }, body: '', sourceIp: '127.0.0.1' }, match);

describe('the API Gateway event of a local request', () => {
  it('keeps names an object inherits as plain keys, as JSON.parse does with the cloud event', () => {
    const event = eventFor('/allorders/admin%40tools.test?__proto__=1&constructor=2&toString=3');
    expect(Object.keys(event.queryStringParameters!)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(event.queryStringParameters).toEqual(JSON.parse('{"__proto__":"1","constructor":"2","toString":"3"}'));
    expect(JSON.parse(JSON.stringify(event)).queryStringParameters).toEqual(event.queryStringParameters);
  });

  it('joins repeated parameters and headers with a comma and lower-cases header names', () => {
    const event = eventFor('/allorders/x?status=paid&status=placed', { 'X-Trace': ['a', 'b'] });
    expect(event.queryStringParameters).toEqual({ status: 'paid,placed' });
    expect(event.headers['x-trace']).toBe('a,b');
  });

  it('has no query parameters when the URL has none', () => {
    expect(eventFor('/allorders/x').queryStringParameters).toBeUndefined();
  });
});
