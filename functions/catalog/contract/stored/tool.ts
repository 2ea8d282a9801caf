import { storedToolSchema, type Tool } from '../tool.js';

/** A stored tool, checked against its schema: loaded beside the first read (tools-repository.ts), so zod is not part of init. */
export const readTool = (item: unknown): Tool => storedToolSchema.parse(item);
