import { robotsTxt } from '../domain/site-pages.js';
import { siteOrigin } from '../../platform/config.js';
import { createHandler, noSchemas, okText } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { siteRoutes } from '../routes.js';

export const handler = createHandler(routeOf(siteRoutes, 'robots'), noSchemas, async () =>
  okText(robotsTxt(siteOrigin()), { 'content-type': 'text/plain; charset=utf-8' }),
);
