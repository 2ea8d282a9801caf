/**
 * The post-deploy smoke test: proves a running shop's money path end to end through its public
 * addresses, and leaves the shop as it found it. `npm run smoke -- <WebUrl> <ApiUrl>` runs it
 * against a deployed stage (run.ts); the e2e project runs it against the local stack, so it is proven.
 * Every API call goes where the browser sends it: `<WebUrl>/api`; <ApiUrl>, the HTTP API itself,
 * must refuse a call that bypasses CloudFront (403).
 *
 * 1. the page and its runtime-config.json load; the public reads answer; <ApiUrl> answers 403;
 * 2. with the admin account (SMOKE_ADMIN_EMAIL / SMOKE_ADMIN_PASSWORD), on an empty catalog, a smoke
 *    tool is added (and archived at the end);
 * 3. the smoke customer (SMOKE_CUSTOMER_EMAIL / _PASSWORD: verified, on SES's mailbox simulator, as
 *    the shop emails only verified addresses) signs in through Firebase Auth's REST API, or else a
 *    throwaway account signs up (and gets no receipt); it logs in to the API and orders the tool's minimum;
 * 4. with a test-mode key, it pays: the API makes the PaymentIntent and the real `stripe` SDK
 *    confirms it with `pm_card_visa` (with the publishable key and the client secret, as the browser
 *    does; locally at the Stripe stand-in); the provider's webhook must mark the order 'paid'
 *    (polled, with a deadline); the receipt must be accepted by SES (`receiptAccepted`, polled);
 *    then the admin refunds it, which gives the units back. With a live key (prod) nothing is
 *    charged: the order is cancelled instead;
 * 5. the smoke tool is archived and a throwaway Firebase account deleted, whatever failed before.
 * The first failing step throws a SmokeFailure naming it.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

export interface SmokeStep {
  name: string;
  ms: number;
}

export interface SmokeReport {
  steps: SmokeStep[];
  /** The throwaway account (deleted by now). */
  email: string;
  /** The tool it ordered; `createdToolId` when the smoke test added it (archived by now). */
  toolId?: string;
  createdToolId?: string;
  orderId?: string;
  /** 'paid-and-refunded' with a test-mode key, 'cancelled' with a live one (nothing charged). */
  outcome?: 'paid-and-refunded' | 'cancelled';
}

export interface SmokeAdmin {
  email: string;
  password: string;
}

export interface SmokeOptions {
  log?: (line: string) => void;
  /** An admin of the shop: adds the smoke tool on an empty catalog, refunds the paid order. */
  admin?: SmokeAdmin;
  /**
   * A standing customer account whose address is verified and on SES's mailbox simulator: the shop
   * emails only verified addresses, so only it gets a receipt. Without it a throwaway account
   * signs up (and is deleted after), which the shop sends no receipt.
   */
  customer?: SmokeAdmin;
  /**
   * Whether SES accepted the order's receipt to the smoke address (polled until true or the
   * deadline). run.ts reads the shop's sent-email record; the local test asks the SES stand-in.
   */
  receiptAccepted?: (order: { orderId: string; email: string }) => Promise<boolean>;
  /** How long the webhook and the receipt may take (default 60 s each). */
  waitMs?: number;
  /** How often to poll (default 1 s). */
  pollMs?: number;
}

interface RuntimeConfig {
  apiUrl: string;
  firebase: { apiKey: string };
  /** Only locally: where the Firebase Auth emulator serves the same REST API. */
  authEmulatorUrl?: string;
  paymentMode?: 'local' | 'stripe';
  /** Only locally: the Stripe stand-in, which the `stripe` SDK is pointed at. */
  localPaymentUrl?: string;
  stripePublishableKey?: string;
}

interface Tool {
  _id: string;
  minimum: number;
  available: number;
}

interface Order {
  _id: string;
  status: string;
}

export class SmokeFailure extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(`${step}: ${message}`);
  }
}

/** The smoke tool: cheap, plenty of stock, plainly named for anyone who sees it meanwhile. */
const SMOKE_TOOL = {
  name: 'Smoke test tool (archived after the run)',
  desc: 'Added by the post-deploy smoke test on an empty catalog and archived when it ends.',
  available: 100,
  minimum: 1,
  price: 1,
  img: '/favicon.svg',
  category: 'Smoke test',
};

async function call<T>(url: string, init: RequestInit = {}, expected = [200]): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return text as T;
  }
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Firebase Auth's REST API (Identity Toolkit), in the cloud or on the local emulator. */
function identityToolkit(config: RuntimeConfig, action: string): string {
  const base = config.authEmulatorUrl ? `${config.authEmulatorUrl}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${action}?key=${encodeURIComponent(config.firebase.apiKey)}`;
}

/** Polls until `done` answers a value, failing with `what` at the deadline. */
async function pollUntil<T>(what: string, deadlineMs: number, everyMs: number, done: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let last = '';
  for (;;) {
    try {
      const value = await done();
      if (value !== undefined) return value;
    } catch (error) {
      last = ` (last: ${error instanceof Error ? error.message : String(error)})`;
    }
    if (Date.now() >= deadline) throw new Error(`${what} within ${deadlineMs / 1000} s${last}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The `stripe` SDK as the browser's Stripe.js uses the API: a publishable key and the client secret.
 * Locally it talks to the Stripe stand-in named by the runtime config (which takes any pk_test_ key).
 */
function stripeForConfig(config: RuntimeConfig): { stripe: Stripe; testMode: boolean } {
  if (config.paymentMode === 'local' && config.localPaymentUrl) {
    const url = new URL(config.localPaymentUrl);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    const stripe = new Stripe('pk_test_local_smoke', {
      host: url.hostname,
      port: Number(url.port || (protocol === 'https' ? 443 : 80)),
      protocol,
      maxNetworkRetries: 0,
    });
    return { stripe, testMode: true };
  }
  const key = config.stripePublishableKey;
  if (!key) throw new Error('runtime-config.json names no Stripe publishable key');
  return { stripe: new Stripe(key, { maxNetworkRetries: 2 }), testMode: key.startsWith('pk_test_') };
}

export async function runSmokeTest(webUrl: string, apiUrl: string, options: SmokeOptions = {}): Promise<SmokeReport> {
  const log = options.log ?? (() => {});
  const waitMs = options.waitMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const steps: SmokeStep[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    log(`..  ${name}`);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof SmokeFailure) throw error;
      log(`FAIL ${name}`);
      throw new SmokeFailure(name, error instanceof Error ? error.message : String(error));
    }
    steps.push({ name, ms: Date.now() - started });
    log(`ok  ${name} (${Date.now() - started} ms)`);
    return result;
  };
  const directApi = apiUrl.replace(/\/+$/, '');
  const web = webUrl.replace(/\/+$/, '');
  const siteApi = `${web}/api`;
  const report: SmokeReport = { steps, email: '' };

  const config = await step('the page and its runtime config load', async () => {
    const page = await call<string>(`${web}/`);
    if (!page.includes('<div id="root">')) throw new Error('the page is not the web app (no #root element)');
    const runtime = await call<RuntimeConfig>(`${web}/runtime-config.json`);
    const named = runtime.apiUrl && new URL(runtime.apiUrl, `${web}/`).href.replace(/\/+$/, '');
    if (named !== siteApi) throw new Error(`runtime-config.json names the API ${runtime.apiUrl}, not /api on the site (${siteApi})`);
    if (!runtime.firebase?.apiKey) throw new Error('runtime-config.json has no Firebase web API key');
    return runtime;
  });

  const firstTool = await step('public reads answer', async () => {
    const [tools] = await Promise.all([call<Tool[]>(`${siteApi}/hometools`), call<unknown[]>(`${siteApi}/homereviews`)]);
    const first = tools[0];
    if (!first) return undefined;
    return (await call<{ tool: Tool }>(`${siteApi}/purchase/${encodeURIComponent(first._id)}`)).tool;
  });

  await step('the HTTP API itself refuses a call that bypasses CloudFront', () => call(`${directApi}/hometools?limit=1`, {}, [403]));

  const { stripe, testMode } = await step('the payment mode is known', async () => {
    const payments = stripeForConfig(config);
    log(`    ${payments.testMode ? 'test mode: the order is paid with pm_card_visa, then refunded' : 'live keys: nothing is charged, the order is cancelled'}`);
    return payments;
  });

  const signIn = (account: { email: string; password: string }) =>
    call<{ idToken: string; email: string }>(identityToolkit(config, 'signInWithPassword'), json('POST', { ...account, returnSecureToken: true }));
  const apiLogin = async (session: { idToken: string; email: string }) =>
    (
      await call<{ token: string }>(
        `${siteApi}/login/${encodeURIComponent(session.email)}`,
        json('PUT', { email: session.email }, { auth: `bearer ${session.idToken}` }),
      )
    ).token;

  // An admin is needed to add a tool to an empty catalog, and to give a paid order's money and units back.
  const needsAdmin = !firstTool || testMode;
  const admin = needsAdmin
    ? await step('the admin logs in', async () => {
        if (!options.admin) throw new Error('SMOKE_ADMIN_EMAIL / SMOKE_ADMIN_PASSWORD are not set (an admin of the shop)');
        const session = await signIn(options.admin);
        return { email: session.email, auth: { auth: `bearer ${await apiLogin(session)}` } };
      })
    : undefined;

  let createdToolId: string | undefined;
  try {
    const tool =
      firstTool ??
      (await step('the catalog is empty: the admin adds a smoke tool', async () => {
        const added = await call<{ insertedId: string }>(`${siteApi}/addaproduct`, json('POST', SMOKE_TOOL, admin?.auth), [200, 201]);
        createdToolId = added.insertedId;
        report.createdToolId = createdToolId;
        return (await call<{ tool: Tool }>(`${siteApi}/purchase/${encodeURIComponent(added.insertedId)}`)).tool;
      }));
    report.toolId = tool._id;
    await orderAndSettle(tool, admin);
  } finally {
    if (createdToolId) {
      const id = createdToolId;
      await step('the smoke tool is archived', () =>
        call(`${siteApi}/deleteproduct/${encodeURIComponent(admin?.email ?? '')}/${encodeURIComponent(id)}`, { method: 'DELETE', headers: admin?.auth }),
      );
    }
  }
  return report;

  async function orderAndSettle(tool: Tool, adminSession: { email: string; auth: Record<string, string> } | undefined): Promise<void> {
    const id = randomUUID().slice(0, 8);
    const standing = options.customer;
    const account = standing ?? { email: `success+smoke-${id}@simulator.amazonses.com`, password: `smoke-${randomUUID()}` };
    report.email = account.email;
    const session = standing
      ? await step('the smoke customer signs in with Firebase', () => signIn(standing))
      : await step('a throwaway account signs up with Firebase', () =>
          call<{ idToken: string; email: string }>(identityToolkit(config, 'signUp'), json('POST', { ...account, returnSecureToken: true })),
        );
    try {
      const auth = { auth: `bearer ${await step('it logs in to the API', () => apiLogin(session))}` };
      const { order } = await step('it orders', () =>
        call<{ order: Order }>(
          `${siteApi}/purchase/${encodeURIComponent(tool._id)}`,
          json('PUT', { address: '1 Smoke Test Lane', number: '01234567890', quantity: tool.minimum }, { ...auth, 'idempotency-key': randomUUID() }),
        ),
      );
      report.orderId = order._id;
      if (!testMode) {
        await step('it cancels the order (live keys: nothing is charged)', () =>
          call(`${siteApi}/myordercancel/${encodeURIComponent(order._id)}/${encodeURIComponent(session.email)}`, { method: 'DELETE', headers: auth }),
        );
        report.outcome = 'cancelled';
        return;
      }
      await payAndRefund(order, session.email, auth, adminSession);
    } finally {
      if (!standing) await step('the account is deleted', () => call(identityToolkit(config, 'delete'), json('POST', { idToken: session.idToken })));
    }
  }

  async function payAndRefund(
    order: Order,
    email: string,
    auth: Record<string, string>,
    adminSession: { auth: Record<string, string> } | undefined,
  ): Promise<void> {
    let paid = false;
    try {
      await step('it pays with the test card (pm_card_visa)', async () => {
        const { clientSecret } = await call<{ clientSecret: string }>(`${siteApi}/create-payment-intent`, json('POST', { orderId: order._id }, auth));
        const intentId = clientSecret.split('_secret_')[0] ?? '';
        const confirmParams: Stripe.PaymentIntentConfirmParams & { client_secret: string } = {
          payment_method: 'pm_card_visa',
          client_secret: clientSecret,
          return_url: `${web}/`,
        };
        const intent = await stripe.paymentIntents.confirm(intentId, confirmParams);
        if (intent.status !== 'succeeded') throw new Error(`the PaymentIntent is ${intent.status}, not succeeded`);
      });
      await step("the provider's webhook marks the order paid", () =>
        pollUntil(`the order did not become 'paid'`, waitMs, pollMs, async () => {
          const { orders } = await call<{ orders: Order[] }>(`${siteApi}/myorder/${encodeURIComponent(email)}?limit=20`, { headers: auth });
          const status = orders.find((candidate) => candidate._id === order._id)?.status;
          if (status === 'paid') return status;
          if (status !== 'Not paid' && status !== undefined) throw new Error(`the order is '${status}'`);
          return undefined;
        }).then(() => (paid = true)),
      );
      await step('SES accepted the receipt', async () => {
        const accepted = options.receiptAccepted;
        if (!accepted) throw new Error('no way to check the receipt was given');
        await pollUntil('SES did not accept the receipt', waitMs, pollMs, async () => ((await accepted({ orderId: order._id, email })) ? true : undefined));
      });
    } finally {
      if (paid || (await isPaid(order, email, auth))) {
        await step('the admin refunds the order (money and units back)', () =>
          call(`${siteApi}/refund/${encodeURIComponent(order._id)}`, json('POST', {}, adminSession?.auth)),
        );
        report.outcome = 'paid-and-refunded';
      } else {
        await step('the unpaid order is cancelled', () =>
          call(`${siteApi}/myordercancel/${encodeURIComponent(order._id)}/${encodeURIComponent(email)}`, { method: 'DELETE', headers: auth }, [200, 409]),
        );
      }
    }
  }

  async function isPaid(order: Order, email: string, auth: Record<string, string>): Promise<boolean> {
    try {
      const { orders } = await call<{ orders: Order[] }>(`${siteApi}/myorder/${encodeURIComponent(email)}?limit=20`, { headers: auth });
      return orders.find((candidate) => candidate._id === order._id)?.status === 'paid';
    } catch {
      return false;
    }
  }
}
