/** Writes are conditioned on the tool as read: a change in between (an order taking stock) forces a re-read. */
import type { Caller } from '../../platform/app-token.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { priceBreakProblems } from '../contract/price-breaks.js';
import type { Tool } from '../contract/tool.js';
import { toolAnswer } from '../contract/tool-answer.js';
import type { EditProductInput, ToolChanges } from '../contract/product-input.js';
import { pricesInCents } from '../contract/product-prices.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import type { ToolWriteOutcome } from '../store/tools-repository.js';
import { adminActor, fieldsBefore } from '../../platform/audit.js';
import { productTarget } from './audit-target.js';
import { packProblems } from '../contract/packs.js';
import { skuTakenError, type SkuOwnerDeps } from './sku-owner.js';

export interface ProductAdminDeps extends SkuOwnerDeps {
  getTool(id: string): Promise<Tool | undefined>;
  editTool(read: Tool, changes: ToolChanges, audit: AuditNote): Promise<ToolWriteOutcome>;
  archiveTool(read: Tool, at: string, audit: AuditNote): Promise<ToolWriteOutcome>;
  restoreTool(read: Tool, audit: AuditNote): Promise<ToolWriteOutcome>;
  now(): Date;
}

const ATTEMPTS = 3;

async function changeTool(deps: Pick<ProductAdminDeps, 'getTool'>, toolId: string, attempt: (tool: Tool) => Promise<Tool | 'changed'>): Promise<Tool> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const tool = await deps.getTool(toolId);
    if (!tool) throw new NotFoundError(`No tool with id ${toolId}`);
    const result = await attempt(tool);
    if (result !== 'changed') return result;
  }
  throw new ConflictError('The product changed meanwhile, please try again');
}

/** The tool's breaks, as the patch leaves them, against the price and minimum it leaves: a price lowered under a break is refused too. */
function assertPriceBreaksFit(tool: Tool): void {
  const problems = priceBreakProblems(tool.priceBreaks ?? [], tool);
  if (problems.length > 0) {
    throw new BadRequestError(
      problems.map((message) => `priceBreaks: ${message}`).join('; '),
      problems.map((message) => ({ field: 'priceBreaks', message })),
    );
  }
}

/** The tool's minimum, breaks and max per order, as the patch leaves them, against the pack size it leaves. */
function assertPacksFit(tool: Tool): void {
  const problems = packProblems(tool);
  if (problems.length > 0) {
    const fields = problems.map(({ path, message }) => ({ field: path.join('.'), message }));
    throw new BadRequestError(fields.map(({ field, message }) => `${field}: ${message}`).join('; '), fields);
  }
}

/** The tool as a patch leaves it: a `null` takes the field off. */
function patched(tool: Tool, changes: ToolChanges): Tool {
  const merged: Record<string, unknown> = { ...tool, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete merged[key];
  return merged as Tool;
}

/** Orders already placed keep their own unit price and total. */
export function editProduct(deps: ProductAdminDeps, caller: Caller, toolId: string, patch: EditProductInput): Promise<Tool> {
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as EditProductInput;
  const changes: ToolChanges = pricesInCents(given);
  return changeTool(deps, toolId, async (tool) => {
    const after = patched(tool, changes);
    assertPriceBreaksFit(after);
    assertPacksFit(after);
    const at = deps.now().toISOString();
    const audit: AuditNote = {
      at,
      actor: adminActor(caller),
      action: 'edit-product',
      target: productTarget(after),
      before: fieldsBefore<EditProductInput>(toolAnswer(tool), given),
      after: given,
    };
    const outcome = await deps.editTool(tool, changes, audit);
    if (outcome === 'sku-taken') throw await skuTakenError(deps, after.sku);
    return outcome === 'saved' ? after : 'changed';
  });
}

/** DELETE /deleteproduct: archives. Archiving an archived tool changes nothing. */
export function archiveProduct(deps: ProductAdminDeps, caller: Caller, toolId: string): Promise<Tool> {
  return changeTool(deps, toolId, async (tool) => {
    if (tool.archived) return tool;
    const at = deps.now().toISOString();
    const audit: AuditNote = { at, actor: adminActor(caller), action: 'archive-product', target: productTarget(tool), after: { archived: true } };
    const outcome = await deps.archiveTool(tool, at, audit);
    return outcome === 'saved' ? { ...tool, archived: true, archivedAt: at } : 'changed';
  });
}

/** POST /restoreproduct/{productId}: back on sale. Restoring a tool on sale changes nothing. */
export function restoreProduct(deps: ProductAdminDeps, caller: Caller, toolId: string): Promise<Tool> {
  return changeTool(deps, toolId, async (tool) => {
    if (!tool.archived) return tool;
    const audit: AuditNote = {
      at: deps.now().toISOString(),
      actor: adminActor(caller),
      action: 'restore-product',
      target: productTarget(tool),
      before: { archived: true },
      after: { archived: false },
    };
    const outcome = await deps.restoreTool(tool, audit);
    if (outcome !== 'saved') return 'changed';
    const { archived: _archived, archivedAt: _archivedAt, ...restored } = tool;
    return restored;
  });
}
