/** The quotes table: one item per quote ('_id' is its id); every status change is conditioned on the status read. */
import { tableName } from '../../platform/config.js';
import { db, isConditionalCheckFailed, type TransactItem } from '../../platform/db.js';
import { updateExpression } from '../../platform/update-expression.js';
import { QUOTES_BY_COMPANY_INDEX, QUOTES_BY_OWNER_INDEX, QUOTES_BY_STATUS_INDEX } from '../../platform/table-names.js';
import type { Quote, QuoteStatus } from '../contract/quote.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';

/** Lists answer the newest quotes, up to this many. */
export const QUOTE_LIST_LIMIT = 100;

const quoteReader = loadedBesideFirstRead(() => import('../contract/stored/quote.js'));
const readingQuotes = async () => (await quoteReader()).readQuote;

/** Written once: a retry with the same id finds the first one ('exists'). */
export async function putQuote(quote: Quote): Promise<'saved' | 'exists'> {
  try {
    await db.put({
      TableName: tableName('quotes'),
      Item: { _id: quote.quoteId, ...quote },
      ConditionExpression: 'attribute_not_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
    });
    return 'saved';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'exists';
    throw error;
  }
}

/** Strongly consistent: a step reads what the last one wrote. */
export async function getQuote(quoteId: string): Promise<Quote | undefined> {
  const { Item } = await db.get({ TableName: tableName('quotes'), Key: { _id: quoteId }, ConsistentRead: true });
  if (!Item) return undefined;
  const { _id: _key, ...quote } = Item;
  return (await readingQuotes())(quote);
}

async function queryNewest(indexName: string, attribute: string, value: string): Promise<Quote[]> {
  const { Items = [] } = await db.query({
    TableName: tableName('quotes'),
    IndexName: indexName,
    KeyConditionExpression: '#key = :value',
    ExpressionAttributeNames: { '#key': attribute },
    ExpressionAttributeValues: { ':value': value },
    ScanIndexForward: false,
    Limit: QUOTE_LIST_LIMIT,
  });
  const readQuote = await readingQuotes();
  return Items.map(({ _id: _key, ...quote }) => readQuote(quote));
}

export const listQuotesByOwner = (userId: string) => queryNewest(QUOTES_BY_OWNER_INDEX, 'userId', userId);
export const listQuotesByCompany = (companyId: string) => queryNewest(QUOTES_BY_COMPANY_INDEX, 'companyId', companyId);
export const listQuotesByStatus = (status: QuoteStatus) => queryNewest(QUOTES_BY_STATUS_INDEX, 'status', status);

/** The update moving a quote from `from` to `to` with `set`: only while it is still `from`. */
function stepUpdate(quoteId: string, from: QuoteStatus, to: QuoteStatus, set: Record<string, unknown>) {
  return {
    TableName: tableName('quotes'),
    Key: { _id: quoteId },
    ...updateExpression({
      set: { status: to, ...set },
      condition: { expression: '#status = :from', names: { '#status': 'status' }, values: { ':from': from } },
    }),
  };
}

/** One conditional write; 'changed' when the quote was no longer `from`. */
export async function moveQuote(quoteId: string, from: QuoteStatus, to: QuoteStatus, set: Record<string, unknown>): Promise<'saved' | 'changed'> {
  try {
    await db.update(stepUpdate(quoteId, from, to, set));
    return 'saved';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'changed';
    throw error;
  }
}

/** The quote becoming `ordered` with its order, as an item of the order's own transaction. */
export function quoteOrderedItem(quoteId: string, orderId: string, at: string): TransactItem {
  return { Update: stepUpdate(quoteId, 'offered', 'ordered', { orderId, orderedAt: at }) };
}

/**
 * The name of a tool on sale, for a quote's line: only the two attributes it needs, without the
 * catalog's schemas (they would push the function past its bundle budget).
 */
export async function getToolNameOnSale(id: string): Promise<string | undefined> {
  const { Item } = await db.get({
    TableName: tableName('tools'),
    Key: { _id: id },
    ProjectionExpression: '#name, archived',
    ExpressionAttributeNames: { '#name': 'name' },
  });
  return Item && !Item.archived && typeof Item.name === 'string' ? Item.name : undefined;
}
