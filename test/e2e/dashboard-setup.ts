/**
 * Test data for the dashboard browser tests, made through the API of the stack that
 * global-setup.ts started; a paid order is paid by card through the payment stand-in, like the pay
 * page does, so the sales figures follow it from the orders stream as in the shop.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { Statement } from '../../functions/receivables/contract/receivables.js';
import { signIn, signUp } from '../../infra/local/auth-emulator-client.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

export interface Credentials {
  email: string;
  password: string;
}

async function callApi<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  // The API server answers only what carries CloudFront's origin header.
  const headers: Record<string, string> = localOriginHeaders();
  if (options.token) headers.auth = `bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${inject('e2eStack').apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function logIn(session: { email: string; idToken: string }): Promise<string> {
  const { token } = await callApi<{ token: string }>('PUT', `/login/${encodeURIComponent(session.email)}`, {
    token: session.idToken,
    body: { email: session.email },
  });
  return token;
}

/** The app token of an existing account (signed in with the Auth emulator, then PUT /login). */
export async function appTokenOf(account: Credentials): Promise<string> {
  return logIn(await signIn(inject('e2eStack').authEmulatorUrl, account));
}

/** A new customer account, signed up and logged in once (so the users table holds it). */
export async function signUpFreshCustomer(label: string): Promise<Credentials & { token: string }> {
  const id = randomUUID().slice(0, 8);
  const account = { email: `${label}-${id}@tools.test`, password: `pw-${id}-secret`, displayName: `${label} ${id}` };
  const token = await logIn(await signUp(inject('e2eStack').authEmulatorUrl, account));
  return { email: account.email, password: account.password, token };
}

/** A tool of the test's own, with a unique name, added as the admin. */
export async function addTestTool(
  adminToken: string,
  label: string,
  desc = 'A tool that only the dashboard browser tests order.',
  /** More product fields, e.g. its SKU and pack size. */
  fields: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const { insertedId } = await callApi<{ insertedId: string }>('POST', '/addaproduct', {
    token: adminToken,
    body: { name, desc, available: 500, minimum: 10, price: 12.5, img: '/images/tools/wrench.svg', ...fields },
  });
  return { id: insertedId, name };
}

export async function availableStock(toolId: string): Promise<number> {
  const { tool } = await callApi<{ tool: { available: number } }>('GET', `/purchase/${encodeURIComponent(toolId)}`);
  return tool.available;
}

/** PUT /purchase/{id}: an unpaid order of `quantity` units, placed by the token's owner. */
export async function placeOrder(token: string, toolId: string, quantity = 20): Promise<Order> {
  const { order } = await callApi<{ order: Order }>('PUT', `/purchase/${encodeURIComponent(toolId)}`, {
    token,
    body: { address: '7 Foundry Lane, Leeds', number: '01712345678', quantity },
  });
  return order;
}

/** POST /orders: one unpaid order of every line, placed by the token's owner (what the cart's checkout does). */
export async function placeCartOrder(token: string, lines: { toolId: string; quantity: number }[]): Promise<Order> {
  const { order } = await callApi<{ order: Order }>('POST', '/orders', {
    token,
    body: { lines, address: '7 Foundry Lane, Leeds', number: '01712345678' },
  });
  return order;
}

export async function roleOf(token: string, email: string): Promise<string> {
  const { role } = await callApi<{ role: string }>('GET', `/admin/${encodeURIComponent(email)}`, { token });
  return role;
}

/** POST /delivered/{orderId} as the admin (the order must be paid). */
export async function deliverOrder(adminToken: string, orderId: string): Promise<void> {
  await callApi('POST', `/delivered/${encodeURIComponent(orderId)}`, { token: adminToken });
}

const DECLINED_CARD = '4000000000009995';

/**
 * Pays an order by card through the API and the payment stand-in (what the pay page does): the
 * order ends 'paid' (its sales figures follow a moment later: waitForTopTool), or this throws. `card` 4000 0000 0000 9995 declines.
 */
export async function payOrderForSetup(customerToken: string, orderId: string, card = '4242424242424242'): Promise<void> {
  const { clientSecret } = await callApi<{ clientSecret: string }>('POST', '/create-payment-intent', { token: customerToken, body: { orderId } });
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const confirmed = await fetch(`${inject('e2eStack').paymentUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': card }),
  });
  if (!confirmed.ok) {
    if (card === DECLINED_CARD) return;
    throw new Error(`The payment stand-in refused card ${card}: ${confirmed.status} ${await confirmed.text()}`);
  }
  await callApi('PATCH', `/pay/${encodeURIComponent(orderId)}`, { token: customerToken, body: { orderId, transactionId: intentId } });
}

/** Waits until the sales figures (kept from the orders stream, a moment behind) list the tool among the top tools. */
export async function waitForTopTool(adminToken: string, toolName: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { topTools } = await callApi<{ topTools: { name: string }[] }>('GET', '/salessummary?days=30', { token: adminToken });
    if (topTools.some((tool) => tool.name === toolName)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The sales figures never listed ${toolName}`);
}

/** GET /pay/{orderId}: the order as stored now. */
export const readOrder = (token: string, orderId: string) => callApi<Order>('GET', `/pay/${encodeURIComponent(orderId)}`, { token });

/**
 * Cancels every unpaid order of the account (its first page of My orders): the seeded customer
 * orders in many files, and an account holds at most 3 unpaid orders.
 */
export async function cancelUnpaidOrders(token: string, email: string): Promise<void> {
  const { orders } = await callApi<{ orders: Order[] }>('GET', `/myorder/${encodeURIComponent(email)}?limit=100`, { token });
  for (const order of orders.filter((listed) => listed.status === 'Not paid')) await cancelOrder(token, email, order._id);
}

/** DELETE /myordercancel as the order's owner. */
export async function cancelOrder(token: string, email: string, orderId: string): Promise<void> {
  await callApi('DELETE', `/myordercancel/${encodeURIComponent(orderId)}/${encodeURIComponent(email)}`, { token });
}

/** PATCH /product/{productId} as the admin. */
export async function editProduct(adminToken: string, toolId: string, changes: Record<string, unknown>): Promise<void> {
  await callApi('PATCH', `/product/${encodeURIComponent(toolId)}`, { token: adminToken, body: changes });
}

/** DELETE /deleteproduct/{email}/{productId} as the admin: archives the product. */
export async function archiveProduct(adminToken: string, adminEmail: string, toolId: string): Promise<void> {
  await callApi('DELETE', `/deleteproduct/${encodeURIComponent(adminEmail)}/${encodeURIComponent(toolId)}`, { token: adminToken });
}

/** The HTTP status of GET /purchase/{id}: 200 while the tool is in the shop, 404 once archived. */
export async function toolStatusInShop(toolId: string): Promise<number> {
  const response = await fetch(`${inject('e2eStack').apiUrl}/purchase/${encodeURIComponent(toolId)}`, { headers: localOriginHeaders() });
  await response.body?.cancel();
  return response.status;
}

/**
 * An approved trade company with `terms` whose admin is `owner`, and `buyer` joined as a buyer
 * through the invitation email (the join token is only there), all through the API.
 */
export async function companyWithBuyer(
  adminToken: string,
  owner: { token: string },
  buyer: { token: string; email: string },
  terms: { netDays: number; creditLimitCents: number },
): Promise<string> {
  const name = `Account Co ${randomUUID().slice(0, 8)}`;
  const { company } = await callApi<{ company: { companyId: string } }>('POST', '/trade/apply', {
    token: owner.token,
    body: { companyName: name, address: '1 Trade Park', number: '01234567890' },
  });
  await callApi('POST', `/admin/trade-accounts/${company.companyId}/approve`, { token: adminToken, body: { terms } });
  await callApi('POST', '/trade/invites', { token: owner.token, body: { email: buyer.email, role: 'buyer' } });
  let token: string | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`${inject('e2eStack').emailUrl}/store`)).json()) as {
        emails: { destination: { to: string[] }; body: { text?: string } }[];
      };
      const invitation = emails.find((email) => email.destination.to.includes(buyer.email));
      token = /\/trade\/join\/([A-Za-z0-9_-]+)/.exec(invitation?.body.text ?? '')?.[1];
      return token;
    })
    .toBeDefined();
  await callApi('POST', `/trade/join/${token!}`, { token: buyer.token });
  return name;
}

/** GET /trade/statement as a company admin. */
export const tradeStatement = (token: string) => callApi<Statement>('GET', '/trade/statement', { token });
