/**
 * Buying lists on the local stack: a list made by a member of an approved trade account is the
 * company's (another member sees it and orders from it, the company admin renames it), another
 * company and a lone customer are told it does not exist, and bad input is a 400 naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyingList } from '../../functions/lists/contract/buying-list.js';
import { LIST_LINES_MESSAGE, LIST_NAME_MESSAGE, LIST_TOOL_TWICE_MESSAGE } from '../../functions/lists/contract/buying-list.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { approvedCompanyOf, companyWithBuyer, invitationToken } from '../support/trade.js';

type ListAnswer = { list: BuyingList; message?: string; details?: { field: string; message: string }[] };
const lists = (user: SignedInUser) => callApi<{ lists: BuyingList[] }>('GET', '/lists', { auth: user.token });
const getList = (user: SignedInUser, listId: string) => callApi<ListAnswer>('GET', `/lists/${listId}`, { auth: user.token });
const putList = (user: SignedInUser, listId: string, body: unknown) => callApi<ListAnswer>('PUT', `/lists/${listId}`, { auth: user.token, body });
const deleteList = (user: SignedInUser, listId: string) => callApi<{ message?: string }>('DELETE', `/lists/${listId}`, { auth: user.token });
const createList = (user: SignedInUser, body: unknown) => callApi<ListAnswer>('POST', '/lists', { auth: user.token, body });

describe('buying lists', () => {
  let shopAdmin: SignedInUser;
  let toolId: string;
  let otherToolId: string;

  beforeAll(async () => {
    shopAdmin = await seededAdmin();
    [toolId, otherToolId] = await Promise.all([
      addTool(shopAdmin.token, { available: 1_000, minimum: 1, price: 2.5 }),
      addTool(shopAdmin.token, { available: 1_000, minimum: 1, price: 4 }),
    ]);
  });

  it('a buyer’s list is shared within the company: another member sees and orders from it, the company admin renames and deletes it; it is 404 to another company and to a lone customer', async () => {
    const [boss, buyer, colleague, rival, lone] = await Promise.all([
      freshCustomer('list-boss'),
      freshCustomer('list-buyer'),
      freshCustomer('list-colleague'),
      freshCustomer('list-rival'),
      freshCustomer('list-lone'),
    ]);
    await companyWithBuyer(shopAdmin, boss, buyer);
    const invited = await callApi('POST', '/trade/invites', { auth: boss.token, body: { email: colleague.email, role: 'buyer' } });
    expect(invited.status).toBe(201);
    expect((await callApi('POST', `/trade/join/${await invitationToken(colleague.email)}`, { auth: colleague.token })).status).toBe(200);
    await approvedCompanyOf(rival, shopAdmin);

    const created = await createList(buyer, {
      name: ' Site restock ',
      lines: [
        { toolId, quantity: 12 },
        { toolId: otherToolId, quantity: 3 },
      ],
    });
    expect(created.status).toBe(201);
    const { listId } = created.body.list;
    expect(created.body.list).toMatchObject({
      name: 'Site restock',
      authorName: buyer.name,
      canChange: true,
      lines: [
        { toolId, quantity: 12 },
        { toolId: otherToolId, quantity: 3 },
      ],
    });
    expect(listId).toEqual(expect.any(String));

    // Another member sees it, may not change it, and orders from it.
    const seen = await getList(colleague, listId);
    expect(seen).toMatchObject({ status: 200, body: { list: { listId, name: 'Site restock', canChange: false } } });
    expect((await lists(colleague)).body.lists.map((list) => list.listId)).toContain(listId);
    expect((await putList(colleague, listId, { name: 'Taken', lines: [] })).status).toBe(404);
    expect((await deleteList(colleague, listId)).status).toBe(404);
    const ordered = await callApi<{ order: { lines: { toolId: string; quantity: number }[] } }>('POST', '/orders', {
      auth: colleague.token,
      body: { lines: seen.body.list.lines, address: '1 List Lane', number: '01234567890' },
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body.order.lines.map(({ toolId: id, quantity }) => ({ toolId: id, quantity }))).toEqual(seen.body.list.lines);

    // The company admin changes it.
    const renamed = await putList(boss, listId, { name: 'Weekly restock', lines: [{ toolId, quantity: 20 }] });
    expect(renamed).toMatchObject({ status: 200, body: { list: { listId, name: 'Weekly restock', lines: [{ toolId, quantity: 20 }], canChange: true } } });
    expect((await getList(buyer, listId)).body.list).toMatchObject({ name: 'Weekly restock', canChange: true });

    // Another company and a lone customer: no such list, and it is in none of their lists.
    for (const stranger of [rival, lone]) {
      expect(await getList(stranger, listId)).toMatchObject({ status: 404, body: { message: 'No such list' } });
      expect((await putList(stranger, listId, { name: 'Mine', lines: [] })).status).toBe(404);
      expect((await deleteList(stranger, listId)).status).toBe(404);
      expect((await lists(stranger)).body.lists.map((list) => list.listId)).not.toContain(listId);
    }
    expect((await getList(boss, listId)).body.list.name).toBe('Weekly restock');

    expect((await deleteList(boss, listId)).status).toBe(200);
    expect((await getList(buyer, listId)).status).toBe(404);
  });

  it("a lone customer's list is their own", async () => {
    const [lone, other] = await Promise.all([freshCustomer('list-own'), freshCustomer('list-other')]);
    const created = await createList(lone, { name: 'Garage', lines: [{ toolId, quantity: 1 }] });
    expect(created.status).toBe(201);
    expect(created.body.list.companyId).toBeUndefined();
    expect((await lists(lone)).body.lists.map((list) => list.name)).toEqual(['Garage']);
    expect((await getList(other, created.body.list.listId)).status).toBe(404);
    expect((await lists(other)).body.lists).toEqual([]);
    expect((await putList(lone, created.body.list.listId, { name: 'Shed', lines: [] })).body.list).toMatchObject({ name: 'Shed', lines: [] });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const user = await freshCustomer('list-bad');
    const cases: [unknown, string, string][] = [
      [{ name: '', lines: [] }, 'name', LIST_NAME_MESSAGE],
      [{ name: 'x'.repeat(61), lines: [] }, 'name', LIST_NAME_MESSAGE],
      [{ lines: [] }, 'name', LIST_NAME_MESSAGE],
      [{ name: 'No lines' }, 'lines', 'lines is required'],
      [{ name: 'Many', lines: Array.from({ length: 101 }, (_u, i) => ({ toolId: `t${i}`, quantity: 1 })) }, 'lines', LIST_LINES_MESSAGE],
      [
        {
          name: 'Twice',
          lines: [
            { toolId, quantity: 1 },
            { toolId, quantity: 2 },
          ],
        },
        'lines.1.toolId',
        LIST_TOOL_TWICE_MESSAGE,
      ],
      [{ name: 'Zero', lines: [{ toolId, quantity: 0 }] }, 'lines.0.quantity', 'quantity must be at least 1'],
      [{ name: 'Half', lines: [{ toolId, quantity: 1.5 }] }, 'lines.0.quantity', 'quantity must be a whole number'],
    ];
    for (const [body, field, message] of cases) {
      const response = await createList(user, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.details).toContainEqual({ field, message });
    }
    const kept = await createList(user, { name: 'Kept', lines: [{ toolId, quantity: 2 }] });
    const badPut = await putList(user, kept.body.list.listId, { name: 'Kept', lines: [{ toolId, quantity: -1 }] });
    expect(badPut.status).toBe(400);
    expect(badPut.body.details?.[0]?.field).toBe('lines.0.quantity');
    expect((await lists(user)).body.lists).toMatchObject([{ name: 'Kept', lines: [{ toolId, quantity: 2 }] }]);
  });
});
