import { beforeAll, describe, expect, it } from 'vitest';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { addTool, readTool } from '../support/catalog.js';
import { purchase } from '../support/orders.js';

describe('buyers racing for the same stock', () => {
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await seededAdmin()).token;
  });

  it('gives the last units to exactly one of two buyers and answers the other 409', async () => {
    const toolId = await addTool(adminToken, { available: 60, minimum: 10 });
    const buyers = await Promise.all([freshCustomer('racer'), freshCustomer('racer')]);

    const responses = await Promise.all(buyers.map((buyer) => purchase(buyer, toolId, 60)));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await readTool(toolId)).available).toBe(0);
  });

  it('never takes more units than there are when many buyers order at once', async () => {
    const toolId = await addTool(adminToken, { available: 100, minimum: 10 });
    const buyers: SignedInUser[] = await Promise.all(Array.from({ length: 5 }, () => freshCustomer('crowd')));

    const responses = await Promise.all(buyers.map((buyer) => purchase(buyer, toolId, 30)));

    const accepted = responses.filter((response) => response.status === 200).length;
    expect(accepted).toBe(3);
    expect(responses.filter((response) => response.status !== 200).every((response) => [400, 409].includes(response.status))).toBe(true);
    expect((await readTool(toolId)).available).toBe(10);
  });
});
