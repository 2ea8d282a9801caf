import type { Caller } from '../../platform/app-token.js';
import { NO_RATING } from '../contract/rating.js';
import { pricesInCents, type AddProductInput, type Tool } from '../contract/tool.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { productTarget } from './audit-target.js';

export interface AddProductDeps {
  putNewTool(tool: Omit<Tool, 'rating'>, audit: AuditNote): Promise<void>;
  newId(): string;
  now(): Date;
}

export async function addProduct(deps: AddProductDeps, caller: Caller, input: AddProductInput): Promise<Tool> {
  const tool = { _id: deps.newId(), ...pricesInCents(input), createdAt: deps.now().toISOString() };
  const audit: AuditNote = { at: tool.createdAt, actor: adminActor(caller), action: 'add-product', target: productTarget(tool), after: input };
  await deps.putNewTool(tool, audit);
  return { ...tool, rating: NO_RATING };
}
