import { pricesInCents } from '../../../../functions/catalog/contract/product-input.js';
import '../../support/env.js';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/add-product.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { aTool } from '../../support/fixtures.js';
import { TABLES } from '../../support/env.js';

const product = { name: 'Hand Saw', desc: 'A sharp saw', available: 300, minimum: 20, price: 9.99, img: 'https://img.example.com/saw.png' };
const send = (options: RequestOptions = {}) => call(handler, { body: product, ...options });

describe('POST /addaproduct', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('stores the tool under a new id in both lists with its audit entry in one transaction and answers 201 { insertedId }', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(201);
      expect(response.body.insertedId).toMatch(/^[0-9a-f-]{36}$/);
      expect(sent(PutCommand)).toEqual([]);
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(3);
      const madeSku = String(response.body.insertedId).replace(/-/g, '').toUpperCase();
      expect(transaction![0]!.Put).toMatchObject({
        TableName: TABLES.tools,
        Item: {
          _id: response.body.insertedId,
          ...pricesInCents(product),
          sku: madeSku,
          orderMultiple: 1,
          listKey: 'tool',
          catalogKey: 'catalog',
          createdAt: expect.any(String),
        },
        ConditionExpression: 'attribute_not_exists(#id)',
      });
      // The SKU's claim, in the same transaction: of two adds of one SKU only one can write it.
      expect(transaction![1]!.Put).toEqual({
        TableName: TABLES.tools,
        Item: { _id: `sku#${madeSku}`, skuClaim: madeSku, toolId: response.body.insertedId, toolName: 'Hand Saw' },
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
      });
      expect(response.body.tool).toMatchObject({ sku: madeSku, orderMultiple: 1 });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'add-product',
          target: { kind: 'product', id: response.body.insertedId, label: 'Hand Saw' },
          after: product,
        }),
      ]);
    });

    it.each([
      ['name', 'Name is required'],
      ['desc', 'Description is required'],
      ['available', 'Available is required'],
      ['minimum', 'Minimum is required'],
      ['price', 'Price is required'],
      ['img', 'Image URL is required'],
    ])('answers 400 naming %s when it is missing', async (field, message) => {
      const response = await send({ as: admin, body: { ...product, [field]: undefined } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field, message }]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('stores a SKU sent in any case upper-case, with the pack size and max per order', async () => {
      const response = await send({ as: admin, body: { ...product, sku: 'hs-9.99_a', orderMultiple: 10, maxPerOrder: 200 } });
      expect(response.statusCode).toBe(201);
      const [transaction] = sentTransactions();
      expect(transaction![0]!.Put.Item).toMatchObject({ sku: 'HS-9.99_A', orderMultiple: 10, maxPerOrder: 200 });
      expect(transaction![1]!.Put.Item).toMatchObject({ _id: 'sku#HS-9.99_A' });
    });

    it('answers 409 naming the tool that holds the SKU when its claim is taken', async () => {
      ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'None' }));
      ddb
        .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'sku#BV-125' } })
        .resolves({ Item: { _id: 'sku#BV-125', skuClaim: 'BV-125', toolId: 'vise', toolName: 'Old name' } })
        .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'vise' } })
        .resolves({ Item: aTool({ _id: 'vise', name: 'Bench Vise' }) });
      const response = await send({ as: admin, body: { ...product, sku: 'bv-125' } });
      expect(response.statusCode).toBe(409);
      expect(response.body.message).toBe('SKU BV-125 is already used by Bench Vise');
    });

    it.each([
      [{ sku: '' }, 'sku', "SKU must be 1 to 32 characters of A-Z, 0-9, '-', '.' or '_'"],
      [{ sku: 'A'.repeat(33) }, 'sku', "SKU must be 1 to 32 characters of A-Z, 0-9, '-', '.' or '_'"],
      [{ sku: 'AB/1' }, 'sku', "SKU must be 1 to 32 characters of A-Z, 0-9, '-', '.' or '_'"],
      [{ orderMultiple: 0 }, 'orderMultiple', 'Pack size must be at least 1'],
      [{ orderMultiple: 1001 }, 'orderMultiple', 'Pack size must be at most 1000'],
      [{ orderMultiple: 6 }, 'minimum', 'Must be a multiple of the pack size 6'],
      [{ orderMultiple: 10, maxPerOrder: 105 }, 'maxPerOrder', 'Must be a multiple of the pack size 10'],
      [{ orderMultiple: 10, priceBreaks: [{ minQuantity: 55, unitPrice: 9 }] }, 'priceBreaks.0.minQuantity', 'Must be a multiple of the pack size 10'],
    ])('answers 400 for %j naming %s', async (fields, field, message) => {
      const response = await send({ as: admin, body: { ...product, ...fields } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field, message }]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 naming an unknown field', async () => {
      const response = await send({ as: admin, body: { ...product, _id: 'mine' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: '_id', message: expect.any(String) }]);
    });
  });
});
