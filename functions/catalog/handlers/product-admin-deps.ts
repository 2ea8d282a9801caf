/** Wired once for the product-admin handlers: a repository reads and writes, it does not build deps. */
import { archiveTool, editTool, getSkuClaim, getTool, restoreTool } from '../store/tools-repository.js';
import type { ProductAdminDeps } from '../domain/product-admin.js';

export const productAdminDeps: ProductAdminDeps = { getTool, getSkuClaim, editTool, archiveTool, restoreTool, now: () => new Date() };
