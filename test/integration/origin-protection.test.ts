import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { startWebDevServer, type WebDevServer } from '../../infra/local/web-dev-server.js';
import { apiUrl } from '../support/api-client.js';
import { freePort } from '../support/free-port.js';

describe('the API answers only what came through the web origin (CloudFront; Vite locally)', () => {
  let web: WebDevServer | undefined;

  beforeAll(async () => {
    web = await startWebDevServer(await freePort(), { STOREFRONT_API_PROXY_TARGET: inject('localStack').apiUrl });
  }, 120_000);
  afterAll(() => web?.stop());

  it('refuses a direct call without the origin header with 403, on a public and a signed-in route alike', async () => {
    for (const path of ['/hometools?limit=1', '/myorder/someone@tools.test']) {
      const response = await fetch(apiUrl(path));
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message: "Call the API through the shop's site" });
    }
  });

  it('refuses a direct call with a wrong origin header with 403', async () => {
    const response = await fetch(apiUrl('/hometools?limit=1'), { headers: { [ORIGIN_VERIFY_HEADER]: 'a-guess' } });
    expect(response.status).toBe(403);
  });

  it('answers the same call through the web origin, whose /api proxy adds the header as CloudFront does', async () => {
    const response = await fetch(`${web?.url}/api/hometools?limit=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});
