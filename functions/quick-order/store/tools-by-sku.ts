import { getToolsByIds, toolIdsBySku } from '../../catalog/store/tools-repository.js';
import type { QuickOrderTool } from '../contract/quick-order.js';

/** Two rounds of batched reads whatever the number of rows: the SKUs' pointers, then their tools. */
export async function toolsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, QuickOrderTool>> {
  const ids = await toolIdsBySku(skus);
  const tools = await getToolsByIds([...ids.values()]);
  const byId = new Map(tools.map((tool) => [tool._id, tool]));
  const found = new Map<string, QuickOrderTool>();
  for (const [sku, id] of ids) {
    const tool = byId.get(id);
    if (tool) found.set(sku, tool);
  }
  return found;
}
