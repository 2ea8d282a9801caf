import type { Tool, ToolAnswer } from '../contract/tool.js';
import { toolAnswer } from '../contract/tool-answer.js';

/** A tool as the public sees it: without `lowStockThreshold`, the admins' stock warning level. */
export type PublicTool = Omit<ToolAnswer, 'lowStockThreshold'>;

export function publicTool(tool: Tool): PublicTool {
  const { lowStockThreshold: _adminOnly, ...rest } = tool;
  return toolAnswer(rest);
}
