/** One email per fall: `alerted` is kept with the listing, so a redelivered change sends nothing twice. */
import { logger } from '../../platform/logger.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../platform/contract/messages.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import type { LowStockTool } from '../store/sales-repository.js';

export interface StockImage {
  _id: string;
  name: string;
  available: number;
  lowStockThreshold?: number;
  archived?: boolean;
}

export interface ToolChange {
  sequenceNumber: string;
  before?: StockImage;
  after?: StockImage;
}

export interface WatchLowStockDeps {
  recordLowStock(tool: LowStockTool): Promise<{ alerted: boolean }>;
  markLowStockAlerted(toolId: string, at: string): Promise<void>;
  clearLowStock(toolId: string): Promise<void>;
  sendEmail(email: OutgoingEmail): Promise<void>;
  admins(): string[];
  now(): Date;
}

export const thresholdOf = (tool: StockImage) => tool.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
export const isLowOnStock = (tool: StockImage | undefined): tool is StockImage => !!tool && !tool.archived && tool.available < thresholdOf(tool);

export function lowStockEmail(tool: StockImage, admins: string[]): OutgoingEmail {
  return {
    to: admins,
    subject: `Low stock: ${tool.name} (${tool.available} left)`,
    text: `${tool.name} has ${tool.available} units left, under its low-stock threshold of ${thresholdOf(tool)}. Restock it or raise its stock on Manage products.\n\nTool ${tool._id}\nTools and parts`,
  };
}

async function watchOne(deps: WatchLowStockDeps, change: ToolChange): Promise<void> {
  const { after, before } = change;
  if (!isLowOnStock(after)) {
    // Restocked, archived or gone: off the list, so the next fall alerts again.
    if (isLowOnStock(before)) await deps.clearLowStock(before._id);
    return;
  }
  const { alerted } = await deps.recordLowStock({ toolId: after._id, name: after.name, available: after.available, lowStockThreshold: thresholdOf(after) });
  if (alerted) return;
  const admins = deps.admins();
  if (admins.length > 0) await deps.sendEmail(lowStockEmail(after, admins));
  await deps.markLowStockAlerted(after._id, deps.now().toISOString());
}

/** Stops at the first failure and reports it, so the stream hands it and the rest over again. */
export async function watchLowStock(deps: WatchLowStockDeps, changes: readonly ToolChange[]): Promise<{ failedSequenceNumber?: string }> {
  for (const change of changes) {
    try {
      await watchOne(deps, change);
    } catch (error) {
      await logger.warn('A low-stock change could not be handled; it is retried', {
        toolId: change.after?._id ?? change.before?._id,
        reason: (error as Error).message,
      });
      return { failedSequenceNumber: change.sequenceNumber };
    }
  }
  return {};
}
