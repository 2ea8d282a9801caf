import { catalogOf } from '../domain/catalog.js';
import { listEveryToolOnSale } from '../repositories/tools-repository.js';
import { createHandler, noSchemas, ok } from '../shared/http-handler.js';

export const handler = createHandler('get-catalog', noSchemas, async () => ok(catalogOf(await listEveryToolOnSale())));
