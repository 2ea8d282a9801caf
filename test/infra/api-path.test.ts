/** The /api prefix on the site's own origin: the CloudFront Function and the local proxy strip it (and a trailing slash) alike. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { API_PATH_PREFIX, edgePathPattern, API_ROUTE_PATH_FUNCTION_CODE, apiRoutePath } from '../../infra/constructs/api-path.js';

type CloudFrontRequest = { uri: string; querystring: Record<string, { value: string }>; headers: Record<string, { value: string }> };
const cloudFrontFunction = new Function(`${API_ROUTE_PATH_FUNCTION_CODE}; return handler;`)() as (event: { request: CloudFrontRequest }) => CloudFrontRequest;

describe('the /api prefix', () => {
  it('is stripped by the local proxy with a trailing slash, query string kept, and nothing else is touched', () => {
    expect(API_PATH_PREFIX).toBe('/api');
    expect(apiRoutePath('/api/hometools')).toBe('/hometools');
    expect(apiRoutePath('/api/hometools?limit=6&cursor=abc')).toBe('/hometools?limit=6&cursor=abc');
    expect(apiRoutePath('/api/purchase/seed-tool-drill')).toBe('/purchase/seed-tool-drill');
    expect(apiRoutePath('/api/allproducts/')).toBe('/allproducts');
    expect(apiRoutePath('/api/allproducts/?limit=5')).toBe('/allproducts?limit=5');
    expect(apiRoutePath('/api/userupdate/')).toBe('/userupdate');
    expect(apiRoutePath('/api/')).toBe('/');
    expect(apiRoutePath('/api')).toBe('/');
    expect(apiRoutePath('/api?x=1')).toBe('/?x=1');
    expect(apiRoutePath('/apis/hometools')).toBe('/apis/hometools');
    expect(apiRoutePath('/hometools')).toBe('/hometools');
    expect(apiRoutePath('/static/js/index.js')).toBe('/static/js/index.js');
  });

  it('is stripped by the CloudFront Function the same way, leaving the query string, headers and method alone', () => {
    for (const uri of [
      '/api/hometools',
      '/api/purchase/seed-tool-drill',
      '/api/allproducts/',
      '/api/userupdate/',
      '/api/',
      '/api/myordercancel/o-1/a%40b.test',
    ]) {
      const request: CloudFrontRequest = { uri, querystring: { limit: { value: '6' } }, headers: { auth: { value: 'bearer t' } } };
      const forwarded = cloudFrontFunction({ request });
      expect(forwarded.uri, uri).toBe(apiRoutePath(uri));
      expect(forwarded.querystring).toEqual({ limit: { value: '6' } });
      expect(forwarded.headers).toEqual({ auth: { value: 'bearer t' } });
    }
  });

  it('gives each route a CloudFront path pattern under /api, a path parameter and what follows as *', () => {
    const patternOf = (path: string) => edgePathPattern({ path });
    expect(patternOf('/hometools')).toBe('/api/hometools');
    expect(patternOf('/purchase/{id}')).toBe('/api/purchase/*');
    expect(patternOf('/myordercancel/{orderId}/{email}')).toBe('/api/myordercancel/*');
    expect(patternOf('/allproducts/')).toBe('/api/allproducts');
    for (const route of routes) {
      const pattern = new RegExp(`^${edgePathPattern(route).replace('*', '.*')}$`);
      const example = route.path.replace(/\{[^}]+\}/g, 'x').replace(/(.)\/+$/, '$1');
      expect(`${API_PATH_PREFIX}${example}`, route.path).toMatch(pattern);
    }
  });
});
