/**
 * SKUs and packs on the local stack: a SKU unique ignoring case even when two adds race (its claim
 * item written in the tool's transaction), carried by GET /catalog and GET /purchase/{id}, moved by an
 * edit; pack sizes and the max per order refused by POST /orders and PUT /purchase, naming the field.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../functions/catalog/contract/catalog.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool, type NewTool } from '../support/catalog.js';
import { checkout, purchase } from '../support/orders.js';

const product = (fields: Partial<NewTool>): NewTool => ({
  name: `Pack Tool ${randomUUID().slice(0, 8)}`,
  desc: 'Sold by the box.',
  available: 1_000,
  minimum: 12,
  price: 2.5,
  img: '/images/tools/bolts.svg',
  ...fields,
});
const uniqueSku = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();

describe('SKUs and packs', () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    admin = await seededAdmin();
    buyer = await freshCustomer('packs');
  });

  it('lets exactly one of two concurrent adds of one SKU in different case through: 201 and 409 naming the holder', async () => {
    const sku = uniqueSku('race');
    const [lower, upper] = [product({ sku: sku.toLowerCase(), name: `Race Lower ${sku}` }), product({ sku, name: `Race Upper ${sku}` })];
    const answers = await Promise.all(
      [lower, upper].map((body) => callApi<{ insertedId?: string; message?: string }>('POST', '/addaproduct', { auth: admin.token, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    const loser = answers[1 - winner]!;
    expect(loser.body.message).toBe(`SKU ${sku} is already used by ${[lower, upper][winner]!.name}`);
    expect(await readTool(answers[winner]!.body.insertedId!)).toMatchObject({ sku });
    // The SKU stays taken: a third add, in yet another case, is refused too.
    const again = await callApi<{ message?: string }>('POST', '/addaproduct', { auth: admin.token, body: product({ sku: sku.toLowerCase() }) });
    expect(again.status).toBe(409);
  });

  it('gives a tool added without a SKU one made from its id, carried by GET /catalog and GET /purchase/{id}', async () => {
    const id = await addTool(admin.token, { orderMultiple: 6, minimum: 12, maxPerOrder: 60 });
    const made = id.replace(/-/g, '').toUpperCase();
    expect(await readTool(id)).toMatchObject({ sku: made, orderMultiple: 6, maxPerOrder: 60 });
    const catalog = await callApi<Catalog>('GET', '/catalog');
    expect(catalog.body.tools.find((tool) => tool._id === id)).toMatchObject({ sku: made, orderMultiple: 6, maxPerOrder: 60 });
    const seeded = catalog.body.tools.find((tool) => tool._id === 'seed-tool-vise');
    expect(seeded?.sku).toBe('WH-BV125');
  });

  it('moves the claim on an edit: the old SKU is free again, the new one taken', async () => {
    const [oldSku, newSku] = [uniqueSku('old'), uniqueSku('new')];
    const id = await addTool(admin.token, { sku: oldSku });
    const edited = await callApi<{ tool?: { sku: string } }>('PATCH', `/product/${id}`, { auth: admin.token, body: { sku: newSku.toLowerCase() } });
    expect(edited.status).toBe(200);
    expect(edited.body.tool?.sku).toBe(newSku);
    const takesOld = await callApi('POST', '/addaproduct', { auth: admin.token, body: product({ sku: oldSku, minimum: 1 }) });
    expect(takesOld.status).toBe(201);
    const takesNew = await callApi<{ message?: string }>('POST', '/addaproduct', { auth: admin.token, body: product({ sku: newSku, minimum: 1 }) });
    expect(takesNew.status).toBe(409);
  });

  it('refuses, naming the field, a minimum, break or max per order that is not a whole number of packs', async () => {
    const response = await callApi<{ details?: unknown }>('POST', '/addaproduct', {
      auth: admin.token,
      body: product({ orderMultiple: 12, minimum: 10, maxPerOrder: 100, priceBreaks: [{ minQuantity: 30, unitPrice: 2 }] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { field: 'minimum', message: 'Must be a multiple of the pack size 12' },
      { field: 'priceBreaks.0.minQuantity', message: 'Must be a multiple of the pack size 12' },
      { field: 'maxPerOrder', message: 'Must be a multiple of the pack size 12' },
    ]);
  });

  describe('an order of a tool sold in packs of 12, at most 120 per order', () => {
    let packed: string;
    let plain: string;

    beforeAll(async () => {
      [packed, plain] = await Promise.all([addTool(admin.token, { orderMultiple: 12, minimum: 12, maxPerOrder: 120 }), addTool(admin.token, { minimum: 1 })]);
    });

    it('POST /orders refuses a line that is not whole packs, or above the max, naming lines.N.quantity, and takes no stock', async () => {
      const before = (await readTool(packed)).available;
      const notPacks = await checkout(buyer, [
        { toolId: plain, quantity: 5 },
        { toolId: packed, quantity: 18 },
      ]);
      expect(notPacks.status).toBe(400);
      expect(notPacks.body.details).toEqual([{ field: 'lines.1.quantity', message: 'Sold in packs of 12' }]);
      const overMax = await checkout(buyer, [{ toolId: packed, quantity: 132 }]);
      expect(overMax.status).toBe(400);
      expect(overMax.body.details).toEqual([{ field: 'lines.0.quantity', message: 'At most 120 per order' }]);
      expect((await readTool(packed)).available).toBe(before);
      const fits = await checkout(buyer, [{ toolId: packed, quantity: 120 }]);
      expect(fits.status).toBe(201);
    });

    it('PUT /purchase refuses the same, naming quantity', async () => {
      const notPacks = await purchase(buyer, packed, 13);
      expect(notPacks.status).toBe(400);
      expect((notPacks.body as { details?: unknown }).details).toEqual([{ field: 'quantity', message: 'Sold in packs of 12' }]);
      const overMax = await purchase(buyer, packed, 240);
      expect(overMax.status).toBe(400);
      expect((overMax.body as { details?: unknown }).details).toEqual([{ field: 'quantity', message: 'At most 120 per order' }]);
      expect((await purchase(buyer, packed, 24)).status).toBe(200);
    });
  });
});
