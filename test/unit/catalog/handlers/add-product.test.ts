import { pricesInCents } from '../../../../functions/catalog/contract/tool.js';
import '../../support/env.js';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/add-product.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { givenAdmin, sent, sentAuditEntries, sentTransactions, useMockedDynamoDb } from '../../support/dynamo.js';
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
      expect(transaction).toHaveLength(2);
      expect(transaction![0]!.Put).toMatchObject({
        TableName: TABLES.tools,
        Item: { _id: response.body.insertedId, ...pricesInCents(product), listKey: 'tool', catalogKey: 'catalog', createdAt: expect.any(String) },
        ConditionExpression: 'attribute_not_exists(#id)',
      });
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

    it('answers 400 naming an unknown field', async () => {
      const response = await send({ as: admin, body: { ...product, _id: 'mine' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: '_id', message: expect.any(String) }]);
    });
  });
});
