import * as z from '../../../platform/contract/zod.js';

const boughtOrderSchema = /* @__PURE__ */ (() => z.object({ lines: z.array(z.object({ toolId: z.string(), product_name: z.string() })) }))();

/** The lines of a stored order a review may name: loaded beside the first read (bought-tools-repository.ts), so zod is not part of init. */
export const readBoughtOrder = (item: unknown) => boughtOrderSchema.parse(item);
