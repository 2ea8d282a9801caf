import { ConflictError } from '../../platform/errors.js';
import { skuUsedMessage } from '../contract/packs.js';
import type { SkuClaim } from '../store/tools-repository.js';
import type { Tool } from '../contract/tool.js';

export interface SkuOwnerDeps {
  getSkuClaim(sku: string): Promise<SkuClaim | undefined>;
  getTool(id: string): Promise<Tool | undefined>;
}

/** 409 naming the tool that holds the SKU, by its name now (the claim keeps the name it was taken under). */
export async function skuTakenError(deps: SkuOwnerDeps, sku: string): Promise<ConflictError> {
  const claim = await deps.getSkuClaim(sku);
  const owner = claim ? await deps.getTool(claim.toolId) : undefined;
  const message = skuUsedMessage(sku, owner?.name ?? claim?.toolName ?? 'another tool');
  return new ConflictError(message, [{ field: 'sku', message }]);
}
