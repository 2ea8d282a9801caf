/** A tool as answered, and its limits. No zod here: functions read it at init (the schemas: tool.ts). */
import { centsToDollars } from '../../platform/contract/money.js';
import { breakAnswer, type PriceBreak } from './price-breaks.js';
import type { Tool, ToolAnswer } from './tool.js';

export const MAX_STOCK = 1_000_000;

export const DEFAULT_CATEGORY = 'General';

export function priceFieldsOf(tool: { priceCents: number; priceBreaks?: readonly PriceBreak[] }) {
  return { price: centsToDollars(tool.priceCents), ...(tool.priceBreaks && { priceBreaks: tool.priceBreaks.map(breakAnswer) }) };
}

export const toolAnswer = <T extends Tool>(tool: T): Omit<T, 'priceBreaks'> & Pick<ToolAnswer, 'price' | 'priceBreaks'> => ({
  ...tool,
  ...priceFieldsOf(tool),
});

export const categoryOf = (tool: { category?: string }): string => tool.category ?? DEFAULT_CATEGORY;
