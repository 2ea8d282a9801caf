import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import type { User } from '../../functions/accounts/contract/user.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';

const path = (strings: TemplateStringsArray, ...values: string[]) =>
  strings.reduce((result, part, i) => result + part + (i < values.length ? encodeURIComponent(values[i] ?? '') : ''), '');

describe('an admin managing the shop', () => {
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    [admin, customer] = await Promise.all([seededAdmin(), freshCustomer('shopper')]);
  });

  const roleOf = (email: string, asUser: SignedInUser) => callApi<{ role: string }>('GET', path`/admin/${email}`, { auth: asUser.token });

  it("lists every order, newest first, including customers' orders", async () => {
    const toolId = await addTool(admin.token);
    const order = await placeOrder(customer, toolId, 10);

    const response = await callApi<Order[]>('GET', path`/allorders/${admin.email}`, { auth: admin.token });

    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ _id: order._id, email: customer.email });
  });

  it('refuses the list of all orders and users to a customer', async () => {
    const responses = await Promise.all([
      callApi('GET', path`/allorders/${customer.email}`, { auth: customer.token }),
      callApi('GET', '/allusers', { auth: customer.token }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([403, 403]);
  });

  it('lists the users, with the one who just signed in', async () => {
    const response = await callApi<User[]>('GET', '/allusers?limit=100', { auth: admin.token });

    expect(response.status).toBe(200);
    expect(response.body.find((user) => user.email === customer.email)).toMatchObject({ _id: customer.uid, name: customer.name });
  });

  it('adds a product that the shop then shows first, and deletes it', async () => {
    const product = {
      name: 'Pipe Wrench 350 mm',
      desc: 'Heavy duty cast iron pipe wrench.',
      available: 250,
      minimum: 25,
      price: 18.9,
      img: '/images/tools/wrench.svg',
    };

    const added = await callApi<{ insertedId: string }>('POST', '/addaproduct', { auth: admin.token, body: product });

    expect(added.status).toBe(201);
    const id = added.body.insertedId;
    const home = await callApi<Tool[]>('GET', '/hometools');
    expect(home.body[0]).toMatchObject({ _id: id, ...product });
    expect((await callApi<Tool[]>('GET', '/allproducts?limit=100', { auth: admin.token })).body.map((tool) => tool._id)).toContain(id);

    const deleted = await callApi('DELETE', path`/deleteproduct/${admin.email}/${id}`, { auth: admin.token });

    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deletedCount: 1 });
    expect((await callApi('GET', path`/purchase/${id}`)).status).toBe(404);
  });

  it('refuses adding or deleting a product to a customer, and nothing changes', async () => {
    const toolId = await addTool(admin.token);

    const responses = await Promise.all([
      callApi('POST', '/addaproduct', {
        auth: customer.token,
        body: { name: 'Sneaky', desc: 'Should not exist', available: 1, minimum: 1, price: 1, img: '/x.svg' },
      }),
      callApi('DELETE', path`/deleteproduct/${customer.email}/${toolId}`, { auth: customer.token }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([403, 403]);
    expect((await callApi('GET', path`/purchase/${toolId}`)).status).toBe(200);
    expect((await callApi<Tool[]>('GET', '/hometools?limit=100')).body.map((tool) => tool.name)).not.toContain('Sneaky');
  });

  it('makes a customer an admin, who can then use the admin calls', async () => {
    const promoted = await freshCustomer('promoted');
    expect((await roleOf(promoted.email, promoted)).body).toEqual({ role: 'user' });

    const response = await callApi('POST', path`/makeadmin/${promoted.uid}`, { auth: admin.token });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ modifiedCount: 1 });
    expect((await roleOf(promoted.email, promoted)).body).toEqual({ role: 'admin' });
    expect((await callApi('GET', '/allusers', { auth: promoted.token })).status).toBe(200);
  });

  it('refuses making an admin to a customer', async () => {
    const other = await freshCustomer('hopeful');

    const response = await callApi('POST', path`/makeadmin/${other.uid}`, { auth: customer.token });

    expect(response.status).toBe(403);
    expect((await roleOf(other.email, other)).body).toEqual({ role: 'user' });
  });

  it('answers roles: to the owner and to an admin, never to another customer', async () => {
    const answers = await Promise.all([
      roleOf(customer.email, customer),
      roleOf(customer.email, admin),
      roleOf(admin.email, admin),
      roleOf(admin.email, customer),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body.role])).toEqual([
      [200, 'user'],
      [200, 'user'],
      [200, 'admin'],
      [403, undefined],
    ]);
  });
});
