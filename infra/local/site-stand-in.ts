/**
 * Stands in for the site's origin (S3 behind CloudFront) where no web server runs (the integration
 * tests, the benchmark's cold requests): answers GET /index.html with the given HTML, which the site
 * pages (GET /tools/{id}) fill; everything else is a 404.
 */
import { createServer, type Server } from 'node:http';
import { HOME_SHELL_END, HOME_SHELL_START } from '../../functions/platform/contract/shop.js';

/** index.html as the build writes it, in short. */
export const STAND_IN_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tools and parts for manufacturers." />
    <title>Tools Storefront</title>
    <script type="module" crossorigin src="/static/js/index.stand-in.js"></script>
  </head>
  <body>
    <div id="root"><header>Navbar</header><main id="main">${HOME_SHELL_START}<p>Home</p>${HOME_SHELL_END}</main><footer>Footer</footer></div>
  </body>
</html>`;

export interface SiteStandIn {
  stop(): Promise<void>;
}

/** Listens on the port of `origin` (http://localhost:<port>). */
export async function startSiteStandIn(origin: string, indexHtml = STAND_IN_INDEX_HTML): Promise<SiteStandIn> {
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/index.html') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(indexHtml);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(new URL(origin).port), 'localhost', resolve));
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
