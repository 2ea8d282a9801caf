/**
 * Buying lists: what the web app and the server share (docs/features.md, "Buying lists"). A list
 * is a name and its lines; it belongs to its author, or to the author's company when they are a
 * member of an approved trade account.
 */
import * as z from '../../platform/contract/zod.js';
import { idField, requiredNumber } from '../../platform/contract/fields.js';
import { maximumQuantityMessage } from '../../platform/contract/messages.js';
import { MAX_STOCK } from '../../catalog/contract/tool-answer.js';

export {
  LIST_LINES_MESSAGE,
  LIST_NAME_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
  LIST_TOOL_TWICE_MESSAGE,
  MAX_LIST_LINES,
  MAX_LIST_NAME_LENGTH,
} from './buying-list-limits.js';
import { MAX_LIST_NAME_LENGTH, MAX_LIST_LINES, LIST_NAME_MESSAGE, LIST_LINES_MESSAGE, LIST_TOOL_TWICE_MESSAGE } from './buying-list-limits.js';

export const listNameField = /* @__PURE__ */ (() =>
  z
    .string({ error: LIST_NAME_MESSAGE })
    .check(z.trim(), z.minLength(1, { message: LIST_NAME_MESSAGE, abort: true }), z.maxLength(MAX_LIST_NAME_LENGTH, LIST_NAME_MESSAGE)))();

const listQuantity = /* @__PURE__ */ (() =>
  requiredNumber('quantity is required').check(
    z.int('quantity must be a whole number'),
    z.minimum(1, 'quantity must be at least 1'),
    z.maximum(MAX_STOCK, maximumQuantityMessage(MAX_STOCK)),
  ))();

const listLineSchema = /* @__PURE__ */ (() => z.strictObject({ toolId: idField, quantity: listQuantity }))();

/** POST /lists and PUT /lists/{listId}: the whole list, written at once. */
export const listSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: listNameField,
    lines: z.array(listLineSchema, { error: 'lines is required' }).check(
      z.maxLength(MAX_LIST_LINES, LIST_LINES_MESSAGE),
      z.superRefine((lines, context) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          if (seen.has(line.toolId)) context.addIssue({ code: 'custom', message: LIST_TOOL_TWICE_MESSAGE, path: [index, 'toolId'], input: line.toolId });
          seen.add(line.toolId);
        });
      }),
    ),
  }))();
export type ListInput = z.output<typeof listSchema>;

export const listParams = /* @__PURE__ */ (() => z.object({ listId: idField }))();

/** A list as answered. */
export const buyingListSchema = /* @__PURE__ */ (() =>
  z.object({
    listId: z.string(),
    name: z.string(),
    lines: z.array(z.object({ toolId: z.string(), quantity: z.number() })),
    /** The author's display name. */
    authorName: z.string(),
    /** Set when the list belongs to the author's trade account (every member sees and uses it). */
    companyId: z.optional(z.string()),
    /** Whether the caller may rename, change or delete it: its author, or an admin of its company. */
    canChange: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }))();
export type BuyingList = z.output<typeof buyingListSchema>;
export type ListLine = BuyingList['lines'][number];
