/**
 * The load run's buyers, in a process of their own (not on the event loop of the stack they load):
 * each signed-in buyer, until the time is up, browses the catalog, opens a product page, places an
 * order of 1 to 5 lines on the run's tools (so buyers contend for the same stock) and pays it with a
 * test card at the payment stand-in, as the pay page does. Every answer is timed per route; the
 * orders placed and paid are reported so that the run can check the shop's records against them.
 * Reads the spec (a JSON file) named by its argument and prints the result as JSON.
 */
import { confirmCardAtStandIn, VISA_OK } from '../../infra/local/stripe-stand-in/card-confirmation.js';
import { runAsSpecChild } from './json-child.js';
import type { Answered, PlacedOrder } from './load-accounting.js';

export interface BuyersSpec {
  apiUrl: string;
  paymentUrl: string;
  /** Headers every API call carries (CloudFront's origin header). */
  headers: Record<string, string>;
  buyers: { uid: string; token: string }[];
  toolIds: string[];
  durationSeconds: number;
}

export interface TimedAnswer extends Answered {
  route: string;
  ms: number;
}

export interface BuyersResult {
  answers: TimedAnswer[];
  orders: PlacedOrder[];
  /** Calls that got no answer at all (a refused connection, a timeout). */
  failures: string[];
  elapsedSeconds: number;
}

/** One call's limit: a buyer waiting longer has given up, and the run counts it as a failure. */
const CALL_TIMEOUT_MS = 30_000;
const SHIPPING = { address: '1 Load Street', number: '01234567890' };

const randomInt = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
const pick = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => Math.random() - 0.5).slice(0, count);

function firstFieldError(body: unknown): TimedAnswer['fieldError'] {
  const [first] = ((body as { details?: unknown } | undefined)?.details as { field?: unknown; message?: unknown }[] | undefined) ?? [];
  return typeof first?.field === 'string' && typeof first.message === 'string' ? { field: first.field, message: first.message } : undefined;
}

async function runBuyers(spec: BuyersSpec): Promise<BuyersResult> {
  const answers: TimedAnswer[] = [];
  const orders: PlacedOrder[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const endAt = started + spec.durationSeconds * 1000;

  async function timed<T>(route: string, send: () => Promise<{ status: number; body: T }>): Promise<{ status: number; body: T } | undefined> {
    const start = performance.now();
    try {
      const answer = await send();
      const detail = answer.status === 400 ? firstFieldError(answer.body) : undefined;
      answers.push({ route, status: answer.status, ms: performance.now() - start, ...(detail && { fieldError: detail }) });
      return answer;
    } catch (error) {
      failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  const api = (token: string, method: string, path: string, body?: unknown) => async () => {
    const response = await fetch(`${spec.apiUrl}${path}`, {
      method,
      headers: { ...spec.headers, auth: `bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown> | undefined };
  };

  async function buy(buyer: BuyersSpec['buyers'][number]): Promise<void> {
    await timed('GET /catalog', api(buyer.token, 'GET', '/catalog'));
    const [viewed] = pick(spec.toolIds, 1);
    await timed('GET /purchase/{id}', api(buyer.token, 'GET', `/purchase/${viewed}`));
    const lines = [
      viewed!,
      ...pick(
        spec.toolIds.filter((id) => id !== viewed),
        randomInt(0, 4),
      ),
    ].map((toolId) => ({ toolId, quantity: randomInt(1, 3) }));
    const placed = await timed('POST /orders', api(buyer.token, 'POST', '/orders', { ...SHIPPING, lines }));
    if (!placed || placed.status >= 300) return;
    const order = placed.body?.order as { _id: string; amountCents: number; lines: PlacedOrder['lines'] };
    const record: PlacedOrder = {
      orderId: order._id,
      buyerUid: buyer.uid,
      amountCents: order.amountCents,
      lines: order.lines.map(({ toolId, quantity, amountCents }) => ({ toolId, quantity, amountCents })),
      paid: false,
    };
    orders.push(record);
    const intent = await timed('POST /create-payment-intent', api(buyer.token, 'POST', '/create-payment-intent', { orderId: order._id }));
    if (!intent || intent.status >= 300) return;
    const clientSecret = String(intent.body?.clientSecret);
    const card = await timed('stand-in: confirm the card', async () => {
      const confirmed = await confirmCardAtStandIn(spec.paymentUrl, clientSecret, VISA_OK);
      return { status: confirmed.status, body: confirmed };
    });
    if (!card || card.body.body.status !== 'succeeded') return;
    const reported = await timed('PATCH /pay/{orderId}', api(buyer.token, 'PATCH', `/pay/${order._id}`, { orderId: order._id, transactionId: card.body.id }));
    if (reported && reported.status < 300) record.paid = true;
  }

  await Promise.all(
    spec.buyers.map(async (buyer) => {
      while (performance.now() < endAt) await buy(buyer);
    }),
  );
  return { answers, orders, failures, elapsedSeconds: (performance.now() - started) / 1000 };
}

runAsSpecChild(runBuyers);
