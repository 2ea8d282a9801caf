import type { Caller } from '../shared/app-token.js';
import { NO_RATING } from '../schemas/rating.js';
import type { AddProductInput, Tool } from '../schemas/tool.js';
import type { AuditNote } from '../repositories/audit-repository.js';
import { adminActor, productTarget } from './audit.js';

export interface AddProductDeps {
  putNewTool(tool: Omit<Tool, 'rating'>, audit: AuditNote): Promise<void>;
  newId(): string;
  now(): Date;
}

export async function addProduct(deps: AddProductDeps, caller: Caller, input: AddProductInput): Promise<Tool> {
  const tool = { _id: deps.newId(), ...input, createdAt: deps.now().toISOString() };
  const audit: AuditNote = { at: tool.createdAt, actor: adminActor(caller), action: 'add-product', target: productTarget(tool), after: input };
  await deps.putNewTool(tool, audit);
  return { ...tool, rating: NO_RATING };
}
