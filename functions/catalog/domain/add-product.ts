import type { Caller } from '../../platform/app-token.js';
import { NO_RATING } from '../contract/rating.js';
import type { Tool } from '../contract/tool.js';
import type { AddProductInput } from '../contract/product-input.js';
import { pricesInCents } from '../contract/product-prices.js';
import { DEFAULT_ORDER_MULTIPLE, skuFromId } from '../contract/packs.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { productTarget } from './audit-target.js';
import type { NewToolOutcome } from '../store/tools-repository.js';
import { skuTakenError, type SkuOwnerDeps } from './sku-owner.js';

export interface AddProductDeps extends SkuOwnerDeps {
  putNewTool(tool: Omit<Tool, 'rating'>, audit: AuditNote): Promise<NewToolOutcome>;
  newId(): string;
  now(): Date;
}

/** A product sent without a SKU gets one made from its id; one whose SKU another tool holds (ignoring case) is 409. */
export async function addProduct(deps: AddProductDeps, caller: Caller, input: AddProductInput): Promise<Tool> {
  const _id = deps.newId();
  const tool = {
    _id,
    ...pricesInCents(input),
    sku: input.sku ?? skuFromId(_id),
    orderMultiple: input.orderMultiple ?? DEFAULT_ORDER_MULTIPLE,
    createdAt: deps.now().toISOString(),
  };
  const audit: AuditNote = { at: tool.createdAt, actor: adminActor(caller), action: 'add-product', target: productTarget(tool), after: input };
  if ((await deps.putNewTool(tool, audit)) === 'sku-taken') throw await skuTakenError(deps, tool.sku);
  return { ...tool, rating: NO_RATING };
}
