/**
 * The site's built index.html, which the crawler-ready pages fill: read from the site itself (S3
 * behind CloudFront; locally the web server), so a page always carries the scripts of the build
 * that is deployed. A container keeps it for a minute.
 */
export const PAGE_TEMPLATE_MAX_AGE_MS = 60_000;

let cached: { html: Promise<string>; readAt: number } | undefined;

async function fetchTemplate(siteOrigin: string): Promise<string> {
  const response = await fetch(new URL('/index.html', siteOrigin), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`The site answered ${response.status} for /index.html`);
  return response.text();
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
