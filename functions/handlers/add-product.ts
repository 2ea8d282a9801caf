import { randomUUID } from 'node:crypto';
import { addProduct } from '../domain/add-product.js';
import { putNewTool } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, created } from '../shared/http-handler.js';
import { addProductSchema } from '../schemas/tool.js';

const deps = { putNewTool, newId: randomUUID, now: () => new Date() };

export const handler = createHandler(
  'add-product',
  { body: addProductSchema },
  async ({ body, caller }) => {
    const tool = await addProduct(deps, caller, body);
    return created({ acknowledged: true, insertedId: tool._id, tool });
  },
  { getUserRole },
);
