import type { AuditTarget } from '../../platform/audit.js';
import type { Tool } from '../contract/tool.js';

/** A product, by its name. */
export const productTarget = (tool: Pick<Tool, '_id' | 'name'>): AuditTarget => ({ kind: 'product', id: tool._id, label: tool.name });
