/**
 * The product-admin domain's dependencies (product-admin.ts), wired once for its three handlers
 * (edit, archive, restore). Kept out of the tools repository: a repository reads and writes, it
 * does not build the domain's dependencies (the clock among them).
 */
import { archiveTool, editTool, getTool, restoreTool } from '../store/tools-repository.js';
import type { ProductAdminDeps } from '../domain/product-admin.js';

export const productAdminDeps: ProductAdminDeps = { getTool, editTool, archiveTool, restoreTool, now: () => new Date() };
