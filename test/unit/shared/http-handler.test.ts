import '../support/env.js';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { handler as editProduct } from '../../../functions/handlers/edit-product.js';
import { handler as listAllProducts } from '../../../functions/handlers/list-all-products.js';
import { handler } from '../../../functions/handlers/update-profile.js';
import { createHandler, noSchemas, ok } from '../../../functions/shared/http-handler.js';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/shared/origin-header.js';
import { admin, call, customer, type RequestOptions } from '../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../support/dynamo.js';
import { TABLES } from '../support/env.js';
import { aTool, aUser } from '../support/fixtures.js';

const profile = { education: 'BSc', location: 'Leeds', phone: '01234567890', linkedin: 'linkedin.com/in/casey' };
const send = (options: RequestOptions = {}) => call(handler, { as: customer, body: profile, ...options });

describe('the handler adapter', () => {
  useMockedDynamoDb();

  it("answers 403 to a request without CloudFront's origin header, or with a wrong one, before reading anything", async () => {
    for (const value of [undefined, 'a-guess', `${process.env.ORIGIN_VERIFY_SECRET}x`]) {
      const response = await send({ headers: { [ORIGIN_VERIFY_HEADER]: value as string } });
      expect(response.statusCode, String(value)).toBe(403);
      expect(response.body).toEqual({ message: "Call the API through the shop's site" });
    }
    expect(sent(UpdateCommand)).toEqual([]);
    expect((await send()).statusCode).toBe(200);
  });

  it('answers 400 naming the body for malformed JSON', async () => {
    const response = await send({ body: '{"education": "BSc",' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({ message: 'body: malformed JSON', details: [{ field: 'body', message: 'malformed JSON' }] });
  });

  it('answers 413 for a body over 16 KB', async () => {
    const response = await send({ body: { ...profile, linkedin: 'x'.repeat(17 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 400 naming a field the schema does not know', async () => {
    const response = await send({ body: { ...profile, customer: 'Someone Famous' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'customer', message: expect.any(String) }]);
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await send({ body: 'education=BSc', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
    expect(response.body.message).toMatch(/content-type/);
  });

  it('answers 503 when DynamoDB throttles', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const response = await send();
    expect(response.statusCode).toBe(503);
    expect(response.body).toEqual({ message: 'The service is busy, please try again' });
  });

  it('answers 503 when a transaction collides with another one, so the client can retry', async () => {
    const { TransactionCanceledException } = await import('@aws-sdk/client-dynamodb');
    ddb
      .on(UpdateCommand)
      .rejects(new TransactionCanceledException({ message: 'conflict', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }] }));
    const response = await send();
    expect(response.statusCode).toBe(503);
  });

  it('answers 500 with a generic body for an unexpected error, revealing nothing', async () => {
    ddb.on(UpdateCommand).rejects(new Error('secret internal detail: table arn:aws:dynamodb:...'));
    const response = await send();
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
  });

  it('answers JSON with a content-type on every response', async () => {
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('refuses to build an admin route that does not pass its role lookup', () => {
    const buildWithoutRoleLookup = createHandler as (...args: unknown[]) => unknown;
    expect(() => buildWithoutRoleLookup('make-admin', noSchemas, async () => ok({}))).toThrow(/needs an AdminCheck/);
  });

  it('refuses to read ahead on a route that has no role check', () => {
    expect(() => createHandler('get-profile', { readAhead: async () => 'read' }, async () => ok({}))).toThrow(/Only an admin route reads ahead/);
  });
});

describe("an admin route's role check", () => {
  useMockedDynamoDb();

  /** The caller's role row, answered only when `answer` is called: the role check stays in flight until then. */
  function roleInFlight(role: 'admin' | 'user') {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const caller = role === 'admin' ? admin : customer;
    ddb.on(GetCommand, { TableName: TABLES.users }).callsFake(async () => {
      await answered;
      return { Item: aUser({ _id: caller.uid, email: caller.email, ...(role === 'admin' && { role }) }) };
    });
    return { caller, answer };
  }
  const givenTool = () =>
    ddb.on(GetCommand, { TableName: TABLES.tools }).resolves({ Item: { ...aTool(), catalogKey: 'catalog', ratingSum: 0, ratingCount: 0 } });
  const toolReads = () => sent(GetCommand).filter((input) => input.TableName === TABLES.tools);
  const editAs = (caller: typeof admin) => call(editProduct, { as: caller, params: { productId: 'tool-1' }, body: { price: 14.75 } });

  it("reads a writing route's tool beside the role check, and writes only once the caller is known to be an admin", async () => {
    givenTool();
    const role = roleInFlight('admin');
    const answer = editAs(role.caller);

    await vi.waitFor(() => expect(toolReads()).toHaveLength(1));
    expect(sent(TransactWriteCommand)).toEqual([]);
    role.answer();

    expect((await answer).statusCode).toBe(200);
    expect(sent(TransactWriteCommand)).toHaveLength(1);
    expect(toolReads()).toHaveLength(1);
  });

  it('refuses a customer with 403 and writes nothing, though the tool was read ahead', async () => {
    givenTool();
    const role = roleInFlight('user');
    const answer = editAs(role.caller);

    await vi.waitFor(() => expect(toolReads()).toHaveLength(1));
    role.answer();

    const response = await answer;
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({ message: 'Only an admin can do this' });
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers a customer 403, not a bad input, when the input is wrong too', async () => {
    const role = roleInFlight('user');
    role.answer();
    const response = await call(editProduct, { as: role.caller, params: { productId: 'tool-1' }, body: { price: 'free' } });
    expect(response.statusCode).toBe(403);
  });

  it('runs a route that only reads beside the role check, and answers nothing of it to a customer', async () => {
    ddb.on(QueryCommand).resolves({ Items: [aTool({ _id: 'secret-tool' })] });
    const role = roleInFlight('user');
    const answer = call(listAllProducts, { as: role.caller });

    await vi.waitFor(() => expect(sent(QueryCommand)).toHaveLength(1));
    role.answer();

    const response = await answer;
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({ message: 'Only an admin can do this' });
    expect(JSON.stringify(response)).not.toContain('secret-tool');
  });

  it('answers a failing read of a route that only reads to an admin, once the role check has passed', async () => {
    ddb.on(QueryCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const role = roleInFlight('admin');
    role.answer();
    expect((await call(listAllProducts, { as: role.caller })).statusCode).toBe(503);
  });
});
