import '../../support/env.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/edit-product.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { productId: 'tool-1' }, body: { price: 14.75, available: 420 }, ...options });
const givenTool = () =>
  ddb
    .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } })
    .resolves({ Item: { ...aTool(), catalogKey: 'catalog', ratingSum: 0, ratingCount: 0 } });

describe('PATCH /product/{productId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('changes only the given fields, conditioned on them being as read, and answers 200 with the tool', async () => {
      givenTool();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.tool).toMatchObject({ _id: 'tool-1', name: 'Cordless Drill', price: 14.75, available: 420, minimum: 50 });
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(2);
      const update = transaction![0]!.Update;
      expect(update).toMatchObject({ TableName: TABLES.tools, Key: { _id: 'tool-1' } });
      const names = update.ExpressionAttributeNames as Record<string, string>;
      const values = update.ExpressionAttributeValues as Record<string, unknown>;
      const setTo = Object.fromEntries(
        Object.entries(names)
          .filter(([name]) => name.startsWith('#s'))
          .map(([name, field]) => [field, values[`:s${name.slice(2)}`]]),
      );
      expect(setTo).toEqual({ priceCents: 1475, available: 420 });
      const asRead = Object.fromEntries(
        Object.entries(names)
          .filter(([name]) => name.startsWith('#s'))
          .map(([name, field]) => [field, values[`:was${name.slice(2)}`]]),
      );
      expect(asRead).toEqual({ priceCents: 1250, available: 500 });
      expect(update.ConditionExpression).toContain('attribute_exists(#id)');
    });

    it("writes the audit entry in the same transaction with the changed fields' values before and after", async () => {
      givenTool();
      await send({ as: admin });
      expect(sentTransactions()[0]![1]!.Put).toMatchObject({ TableName: TABLES.audit, ConditionExpression: 'attribute_not_exists(#id)' });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'edit-product',
          target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill' },
          before: { price: 12.5, available: 500 },
          after: { price: 14.75, available: 420 },
          listKey: 'audit',
        }),
      ]);
    });

    it('names the product in the audit entry by the name the edit gives it', async () => {
      givenTool();
      await send({ as: admin, body: { name: 'Cordless Drill 2' } });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill 2' },
          before: { name: 'Cordless Drill' },
          after: { name: 'Cordless Drill 2' },
        }),
      ]);
    });

    it('reads the tool again and retries when it changed in between (an order took stock)', async () => {
      givenTool();
      ddb
        .on(TransactWriteCommand)
        .rejectsOnce(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }))
        .resolves({});
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(sent(TransactWriteCommand)).toHaveLength(2);
      expect(sent(GetCommand).filter((input) => input.TableName === TABLES.tools)).toHaveLength(2);
    });

    it.each([
      [-3, 'Price must be more than 0'],
      [1.234, 'Price must have at most 2 decimals'],
      ['cheap', expect.any(String)],
    ])('answers 400 naming price for the price %s and writes nothing', async (price, message) => {
      givenTool();
      const response = await send({ as: admin, body: { price } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'price', message }]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 for an empty change and for an unknown field', async () => {
      const empty = await send({ as: admin, body: {} });
      const unknown = await send({ as: admin, body: { price: 10, _id: 'other' } });
      expect(empty.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.details).toEqual([{ field: '_id', message: expect.any(String) }]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 naming priceBreaks for a price lowered under a stored break, and writes nothing', async () => {
      ddb
        .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } })
        .resolves({ Item: { ...aTool({ priceBreaks: [{ minQuantity: 100, unitPriceCents: 1100 }] }), catalogKey: 'catalog' } });
      const response = await send({ as: admin, body: { price: 10 } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'priceBreaks', message: 'Price break 1: unit price must be below the price (10)' }]);
      expect(sentTransactions()).toEqual([]);
    });

    it('saves breaks checked against the stored price and minimum', async () => {
      givenTool();
      const priceBreaks = [{ minQuantity: 100, unitPrice: 11 }];
      const response = await send({ as: admin, body: { priceBreaks } });
      expect(response.statusCode).toBe(200);
      expect(response.body.tool).toMatchObject({ price: 12.5, priceBreaks });
      const tooLow = await send({ as: admin, body: { priceBreaks: [{ minQuantity: 40, unitPrice: 11 }] } });
      expect(tooLow.body.details).toEqual([{ field: 'priceBreaks', message: 'Price break 1: quantity must be more than the minimum order (50)' }]);
    });

    it("moves the SKU's claim in the tool's transaction: the new one put if free, the old one deleted", async () => {
      givenTool();
      const response = await send({ as: admin, body: { sku: 'cd-18v-new' } });
      expect(response.statusCode).toBe(200);
      expect(response.body.tool).toMatchObject({ sku: 'CD-18V-NEW' });
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(4);
      expect(transaction![2]!.Put).toMatchObject({
        Item: { _id: 'sku#CD-18V-NEW', skuClaim: 'CD-18V-NEW', toolId: 'tool-1', toolName: 'Cordless Drill' },
        ConditionExpression: 'attribute_not_exists(#id)',
      });
      expect(transaction![3]!.Delete).toMatchObject({ Key: { _id: 'sku#CD-18V' }, ExpressionAttributeValues: { ':toolId': 'tool-1' } });
    });

    it('answers 409 naming the holder when the new SKU is taken', async () => {
      givenTool();
      ddb
        .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'sku#BV-125' } })
        .resolves({ Item: { _id: 'sku#BV-125', skuClaim: 'BV-125', toolId: 'vise', toolName: 'Bench Vise' } });
      ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'None' }, { code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'None' }));
      const response = await send({ as: admin, body: { sku: 'BV-125' } });
      expect(response.statusCode).toBe(409);
      expect(response.body.message).toBe('SKU BV-125 is already used by Bench Vise');
    });

    it('answers 400 naming the field a new pack size leaves off its multiples; null takes the max per order off', async () => {
      givenTool();
      const minimum = await send({ as: admin, body: { orderMultiple: 12 } });
      expect(minimum.statusCode).toBe(400);
      expect(minimum.body.details).toEqual([{ field: 'minimum', message: 'Must be a multiple of the pack size 12' }]);
      const max = await send({ as: admin, body: { orderMultiple: 25, maxPerOrder: 60 } });
      expect(max.body.details).toEqual([{ field: 'maxPerOrder', message: 'Must be a multiple of the pack size 25' }]);
      const fits = await send({ as: admin, body: { orderMultiple: 25, maxPerOrder: 500 } });
      expect(fits.statusCode).toBe(200);
      expect(fits.body.tool).toMatchObject({ orderMultiple: 25, maxPerOrder: 500 });
      ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: { ...aTool({ maxPerOrder: 500 }), catalogKey: 'catalog' } });
      const off = await send({ as: admin, body: { maxPerOrder: null } });
      expect(off.statusCode).toBe(200);
      expect(off.body.tool).not.toHaveProperty('maxPerOrder');
      expect(sentTransactions().at(-1)![0]!.Update.UpdateExpression).toContain('REMOVE');
    });

    it('answers 404 for an unknown tool and writes nothing', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });
  });
});
