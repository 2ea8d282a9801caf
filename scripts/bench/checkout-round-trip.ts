/**
 * From the click that places an order to the card form being ready, in headless Chromium against
 * the production build and the local stack:
 * - the cart: 'Place order' on /cart (POST /orders); the pay page opens with the order the answer
 *   holds and asks for the payment intent as it loads. Ready: the card field shows and the payment
 *   intent has answered.
 * - the purchase page's path: 'Purchase' on /purchase/{id} (PUT /purchase/{id}), then 'See your orders and
 *   pay', then 'Buy Now' on My orders. Ready: the card field shows (this path asks for the payment
 *   intent only when the card is submitted, so its wait is not counted here).
 * Each order is cancelled after its run, so runs leave the stock and the customer's unpaid orders as
 * they found them (the shop allows an account 3 unpaid orders). A refused order or intent throws.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.js';
import { servePreview, type PreviewOptions } from './page-quality.js';
import { median } from './stats.js';

export interface CheckoutRoundTrips {
  cartMs: number;
  purchaseMs: number;
}

export interface CheckoutBenchOptions extends PreviewOptions {
  account: { email: string; password: string };
  /** Two tools on sale whose default purchase quantity fits their stock. */
  toolIds: readonly [string, string];
  runs: number;
}

const SHIPPING = { address: '1 Bench Street', phone: '01234567890' };

async function logIn(page: Page, origin: string, account: CheckoutBenchOptions['account']) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}

/** Cancels the order whose pay page is open, through the site's /api as the signed-in customer. */
async function cancelOpenOrder(page: Page, email: string) {
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const status = await page.evaluate(
    async ({ orderId, email }) =>
      (
        await fetch(`/api/myordercancel/${encodeURIComponent(orderId)}/${encodeURIComponent(email)}`, {
          method: 'DELETE',
          headers: { auth: `bearer ${localStorage.getItem('accessToken') ?? ''}` },
        })
      ).status,
    { orderId, email },
  );
  if (status !== 200) throw new Error(`Cancelling the bench order ${orderId} answered ${status}`);
}

/** The answer of the page's next `method` request to a URL ending in `urlEnd`; a non-2xx answer throws (a refusal is not a round trip). */
async function okResponse(page: Page, method: string, urlEnd: string): Promise<void> {
  const response = await page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.endsWith(urlEnd));
  if (!response.ok()) throw new Error(`${method} ${response.url()} answered ${response.status()}: ${await response.text()}`);
}

async function cartRun(page: Page, origin: string, options: CheckoutBenchOptions): Promise<number> {
  for (const toolId of options.toolIds) {
    await page.goto(`${origin}/purchase/${toolId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
  }
  await page.goto(`${origin}/cart?checkout`);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Address').fill(SHIPPING.address);
  await form.getByLabel('Phone number').fill(SHIPPING.phone);
  const ordered = okResponse(page, 'POST', '/orders');
  const intentAnswered = okResponse(page, 'POST', '/create-payment-intent');
  const start = Date.now();
  await form.getByRole('button', { name: 'Place order' }).click();
  await Promise.all([ordered, intentAnswered, page.getByLabel('Card number').waitFor()]);
  const elapsed = Date.now() - start;
  await cancelOpenOrder(page, options.account.email);
  return elapsed;
}

async function purchaseRun(page: Page, origin: string, options: CheckoutBenchOptions): Promise<number> {
  await page.goto(`${origin}/purchase/${options.toolIds[0]}`);
  await page.getByLabel('Address').fill(SHIPPING.address);
  await page.getByLabel('Phone number').fill(SHIPPING.phone);
  const ordered = okResponse(page, 'PUT', `/purchase/${options.toolIds[0]}`);
  const start = Date.now();
  await page.getByRole('button', { name: 'Purchase' }).click();
  await ordered;
  await page.getByRole('link', { name: 'See your orders and pay' }).click();
  // My orders lists the newest order first: the one just placed.
  await page.getByRole('link', { name: 'Buy Now' }).first().click();
  await page.getByLabel('Card number').waitFor();
  const elapsed = Date.now() - start;
  await cancelOpenOrder(page, options.account.email);
  return elapsed;
}

/** Medians of `runs` of each path, one signed-in browser page for all of them. */
export async function measureCheckoutRoundTrips(options: CheckoutBenchOptions): Promise<CheckoutRoundTrips> {
  const server = await servePreview(options);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const origin = `http://localhost:${options.port}`;
    const page = await (await browser.newContext({ viewport: { width: 1350, height: 940 } })).newPage();
    await logIn(page, origin, options.account);
    const cart: number[] = [];
    const purchase: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      cart.push(await cartRun(page, origin, options));
      purchase.push(await purchaseRun(page, origin, options));
    }
    return { cartMs: median(cart), purchaseMs: median(purchase) };
  } finally {
    await browser.close();
    await server.close();
  }
}
