import { NO_RATING } from '../schemas/rating.js';
import type { AddProductInput, Tool } from '../schemas/tool.js';

export interface AddProductDeps {
  putNewTool(tool: Omit<Tool, 'rating'>): Promise<void>;
  newId(): string;
  now(): Date;
}

export async function addProduct(deps: AddProductDeps, input: AddProductInput): Promise<Tool> {
  const tool = { _id: deps.newId(), ...input, createdAt: deps.now().toISOString() };
  await deps.putNewTool(tool);
  return { ...tool, rating: NO_RATING };
}
