import { robotsTxt } from '../domain/site-pages.js';
import { siteOrigin } from '../shared/config.js';
import { createHandler, noSchemas, okText } from '../shared/http-handler.js';

/** GET /robots.txt at the site's root. */
export const handler = createHandler('robots', noSchemas, async () => okText(robotsTxt(siteOrigin()), { 'content-type': 'text/plain; charset=utf-8' }));
