import '../support/env.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import * as z from '../../../functions/platform/contract/zod.js';
import { loadedOnFirstUse } from '../../../functions/platform/beside-first-read.js';
import { handler } from '../../../functions/accounts/handlers/update-profile.js';
import { createHandler, noSchemas, ok } from '../../../functions/platform/http-handler.js';
import { findRouteByHandler } from '../../../functions/manifest.js';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/platform/origin-header.js';
import { call, customer, type RequestOptions } from '../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../support/dynamo.js';

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
    expect(() => buildWithoutRoleLookup(findRouteByHandler('make-admin'), noSchemas, async () => ok({}))).toThrow(/needs an AdminCheck/);
  });

  describe("a route's schemas, loaded on its first request", () => {
    const route = findRouteByHandler('check-quick-order');
    const body = { n: 1 };

    it('are not loaded until a request comes, then once, and give zod English messages where a check has none', async () => {
      const load = vi.fn(async () => ({ body: z.strictObject({ n: z.number() }) }));
      const lazyHandler = createHandler(route, loadedOnFirstUse(load), async ({ body: valid }) => ok(valid));
      expect(load).not.toHaveBeenCalled();
      expect(await call(lazyHandler, { as: customer, body })).toMatchObject({ statusCode: 200, body });
      const refused = await call(lazyHandler, { as: customer, body: { n: 'one' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.details).toEqual([{ field: 'n', message: 'Invalid input: expected number, received string' }]);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('answer 500 when they cannot load, and a request the origin check refuses first is still a 403', async () => {
      const lazyHandler = createHandler(
        route,
        () => Promise.reject(new Error('chunk missing')),
        async () => ok({}),
      );
      const refused = await call(lazyHandler, { as: customer, body, headers: { [ORIGIN_VERIFY_HEADER]: 'a-guess' } });
      expect(refused.statusCode).toBe(403);
      expect(await call(lazyHandler, { as: customer, body })).toMatchObject({ statusCode: 500, body: { message: 'Internal server error' } });
    });
  });
});
