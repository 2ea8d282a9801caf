import { publicTool } from '../domain/public-tool.js';
import { listNewestTools } from '../repositories/tools-repository.js';
import { pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';

/** Newest tools first; 6 by default (the home page), up to 100 a page with a cursor. */
export const HOME_TOOLS_DEFAULT_LIMIT = 6;

export const handler = createHandler('list-home-tools', { query: pageQuerySchema }, async ({ query }) => {
  const page = await listNewestTools(query.limit ?? HOME_TOOLS_DEFAULT_LIMIT, query.cursor);
  return ok(page.items.map(publicTool), pageHeaders(page));
});
