// Read from the deployed site, so a page carries the scripts of the build that is deployed.
// Through node:http(s), not fetch: loading undici on first use slows the cold start.
import { get as httpGet, type ClientRequest, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';

export const PAGE_TEMPLATE_MAX_AGE_MS = 60_000;
/** The whole read (redirects and body included) must end within this, or it fails with a TimeoutError. */
export const PAGE_TEMPLATE_TIMEOUT_MS = 2_000;
/** As a browser would, within reason: a site that moved index.html answers a redirect. */
const MAX_REDIRECTS = 5;

let cached: { html: Promise<string>; readAt: number } | undefined;

/** A TimeoutError, as `AbortSignal.timeout` gives: the HTTP adapter answers it 503 (a dependency did not answer). */
function timeoutError(): Error {
  return Object.assign(new Error(`The site did not answer /index.html within ${PAGE_TEMPLATE_TIMEOUT_MS} ms`), { name: 'TimeoutError' });
}

function getText(url: URL, redirectsLeft: number, sent: (request: ClientRequest) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? httpsGet : httpGet;
    const request = get(url, { headers: { accept: 'text/html' } }, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined && redirectsLeft > 0) {
        response.resume();
        resolve(getText(new URL(location, url), redirectsLeft - 1, sent));
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        reject(new Error(`The site answered ${status} for /index.html`));
        return;
      }
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve(html));
      response.on('error', reject);
    });
    request.on('error', reject);
    sent(request);
  });
}

function fetchTemplate(siteOrigin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let current: ClientRequest | undefined;
    const timer = setTimeout(() => {
      reject(timeoutError());
      current?.destroy();
    }, PAGE_TEMPLATE_TIMEOUT_MS);
    getText(new URL('/index.html', siteOrigin), MAX_REDIRECTS, (request) => (current = request))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

export function pageTemplate(siteOrigin: string): Promise<string> {
  if (cached && Date.now() - cached.readAt < PAGE_TEMPLATE_MAX_AGE_MS) return cached.html;
  const entry = { html: fetchTemplate(siteOrigin), readAt: Date.now() };
  entry.html.catch(() => {
    if (cached === entry) cached = undefined;
  });
  cached = entry;
  return entry.html;
}
