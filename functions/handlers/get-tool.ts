import { publicTool } from '../domain/public-tool.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { NotFoundError } from '../shared/errors.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { toolIdParams } from '../schemas/params.js';

export const handler = createHandler('get-tool', { params: toolIdParams }, async ({ params }) => {
  const tool = await getToolOnSale(params.id);
  if (!tool) throw new NotFoundError(`No tool with id ${params.id}`);
  return ok({ tool: publicTool(tool) });
});
