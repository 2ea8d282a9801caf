/**
 * The page template read over node:http against a real local HTTP server: the body, the header it
 * asks with, the minute it is kept, redirects, refusals and the time limit.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TEMPLATE_MAX_AGE_MS, pageTemplate } from '../../../../functions/site/gateways/page-template.js';

const HTML = '<!doctype html><html><head><title>Tools Storefront – Ünïcode ✓</title></head><body><div id="root"></div></body></html>';

interface Site {
  origin: string;
  requests: IncomingMessage[];
  server: Server;
}

const sites: Site[] = [];

async function startSite(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<Site> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
  sites.push(site);
  return site;
}

/** index.html in two chunks, cut inside a multi-byte character. */
function servesIndex(request: IncomingMessage, response: ServerResponse) {
  if (request.url !== '/index.html') return void response.writeHead(404).end();
  const bytes = Buffer.from(HTML, 'utf8');
  const cut = bytes.indexOf(Buffer.from('✓')) + 1;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.write(bytes.subarray(0, cut));
  setTimeout(() => response.end(bytes.subarray(cut)), 10);
}

// The template is kept per container: each test starts a minute after the last one's read.
let clock = Date.parse('2026-01-01T00:00:00Z');
beforeEach(() => {
  clock += 10 * PAGE_TEMPLATE_MAX_AGE_MS;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
});

afterEach(async () => {
  vi.useRealTimers();
  for (const site of sites.splice(0)) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

describe('pageTemplate', () => {
  it("reads the site's /index.html as text, asking for HTML", async () => {
    const site = await startSite(servesIndex);

    await expect(pageTemplate(site.origin)).resolves.toBe(HTML);
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]).toMatchObject({ method: 'GET', url: '/index.html' });
    expect(site.requests[0]!.headers.accept).toBe('text/html');
  });

  it('keeps the template for a minute, then reads it again', async () => {
    const site = await startSite(servesIndex);

    await pageTemplate(site.origin);
    vi.setSystemTime(clock + PAGE_TEMPLATE_MAX_AGE_MS - 1);
    await expect(pageTemplate(site.origin)).resolves.toBe(HTML);
    expect(site.requests).toHaveLength(1);

    vi.setSystemTime(clock + PAGE_TEMPLATE_MAX_AGE_MS);
    await expect(pageTemplate(site.origin)).resolves.toBe(HTML);
    expect(site.requests).toHaveLength(2);
  });

  it('follows a redirect to where index.html moved', async () => {
    const site = await startSite((request, response) => {
      if (request.url === '/index.html') response.writeHead(301, { location: '/moved/index.html' }).end();
      else if (request.url === '/moved/index.html') response.writeHead(200).end(HTML);
      else response.writeHead(404).end();
    });

    await expect(pageTemplate(site.origin)).resolves.toBe(HTML);
    expect(site.requests.map((request) => request.url)).toEqual(['/index.html', '/moved/index.html']);
  });

  it('fails on an answer other than 2xx, and does not keep the failure', async () => {
    let status = 503;
    const site = await startSite((request, response) => (status === 200 ? servesIndex(request, response) : response.writeHead(status).end('busy')));

    await expect(pageTemplate(site.origin)).rejects.toThrow('The site answered 503 for /index.html');
    status = 200;
    await expect(pageTemplate(site.origin)).resolves.toBe(HTML);
    expect(site.requests).toHaveLength(2);
  });

  it('gives up with a TimeoutError when the site does not answer within 2 s', async () => {
    const site = await startSite(() => {
      // Never answers.
    });

    await expect(pageTemplate(site.origin)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(site.requests).toHaveLength(1);
  });

  it('speaks TLS to an https origin', async () => {
    const site = await startSite(servesIndex);

    // A plain HTTP server cannot answer a TLS handshake: the read fails before any request arrives.
    await expect(pageTemplate(site.origin.replace('http:', 'https:'))).rejects.toMatchObject({ code: expect.stringMatching(/SSL|EPROTO|ECONNRESET/) });
    expect(site.requests).toHaveLength(0);
  });
});
