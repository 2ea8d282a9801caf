import type { Tool } from '../contract/tool.js';

/** A tool as the public sees it: without `lowStockThreshold`, the admins' stock warning level. */
export type PublicTool = Omit<Tool, 'lowStockThreshold'>;

export function publicTool(tool: Tool): PublicTool {
  const { lowStockThreshold: _adminOnly, ...rest } = tool;
  return rest;
}
