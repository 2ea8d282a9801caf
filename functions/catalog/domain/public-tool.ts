import { toolAnswer, type Tool, type ToolAnswer } from '../contract/tool.js';

/** A tool as the public sees it: without `lowStockThreshold`, the admins' stock warning level. */
export type PublicTool = Omit<ToolAnswer, 'lowStockThreshold'>;

export function publicTool(tool: Tool): PublicTool {
  const { lowStockThreshold: _adminOnly, ...rest } = tool;
  return toolAnswer(rest);
}
