/** Built from the sales items alone, so what it reads does not grow with the number of orders. */
import type { SalesDay, SalesSummary } from '../contract/sales.js';
import { centsToDollars } from '../../platform/contract/money.js';

export const TOP_TOOLS = 5;
const DAY_MS = 86_400_000;

export interface SalesSummaryDeps {
  readSalesFrom(fromDay: string): Promise<Record<string, unknown>[]>;
  now(): Date;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
/** A tool's figures of one day ('day#YYYY-MM-DD#tool#<toolId>', sales-moves.ts). */
const isDayTool = (id: string) => /^day#\d{4}-\d{2}-\d{2}#tool#/.test(id);

/** UTC days ending today, oldest first. */
export function dayRange(today: Date, days: number): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function salesSummary(deps: SalesSummaryDeps, days: number): Promise<SalesSummary> {
  const range = dayRange(deps.now(), days);
  const items = await deps.readSalesFrom(range[0] as string);
  const byId = new Map(items.map((item) => [String(item._id), item]));

  const dayFigures: SalesDay[] = range.map((date) => {
    const item = byId.get(`day#${date}`) ?? {};
    return { date, orders: numberOf(item.orders), paidOrders: numberOf(item.paidOrders), revenue: centsToDollars(numberOf(item.revenueCents)) };
  });

  const inRange = new Set(range);
  const tools = new Map<string, { name: string; quantity: number; cents: number }>();
  const addTool = (toolId: string, name: unknown, quantity: unknown, cents: unknown) => {
    const entry = tools.get(toolId) ?? { name: String(name ?? toolId), quantity: 0, cents: 0 };
    entry.quantity += numberOf(quantity);
    entry.cents += numberOf(cents);
    tools.set(toolId, entry);
  };
  for (const item of items) {
    if (!isDayTool(String(item._id)) || !inRange.has(String(item.date))) continue;
    addTool(String(item.toolId), item.name, item.quantity, item.cents);
  }
  // Day items written before each tool's figures had their own item hold them as attributes.
  for (const date of range) {
    const item = byId.get(`day#${date}`);
    if (!item) continue;
    for (const [attribute, value] of Object.entries(item)) {
      if (!attribute.startsWith('qty_')) continue;
      const toolId = attribute.slice('qty_'.length);
      addTool(toolId, item[`name_${toolId}`], value, item[`cents_${toolId}`]);
    }
  }
  const topTools = [...tools.entries()]
    .filter(([, tool]) => tool.quantity > 0)
    .sort(([, a], [, b]) => b.cents - a.cents || b.quantity - a.quantity)
    .slice(0, TOP_TOOLS)
    .map(([toolId, tool]) => ({ toolId, name: tool.name, quantity: tool.quantity, revenue: centsToDollars(tool.cents) }));

  const lowStock = items
    .filter((item) => String(item._id).startsWith('low#'))
    .map((item) => ({
      toolId: String(item.toolId),
      name: String(item.name),
      available: numberOf(item.available),
      lowStockThreshold: numberOf(item.lowStockThreshold),
    }))
    .sort((a, b) => a.available - b.available);

  // Not clamped: a paid order adds one to ship, and its shipping or refund takes it off once.
  return { days: dayFigures, topTools, toShip: numberOf(byId.get('totals')?.toShip), lowStock };
}
