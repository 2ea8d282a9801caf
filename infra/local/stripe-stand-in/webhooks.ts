/**
 * Sends events to the webhook endpoint signed exactly like Stripe does:
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the secret>`.
 * Failed deliveries are retried a few times (Stripe retries for days; locally seconds are enough).
 */
import { createHmac } from 'node:crypto';
import { stripeId } from './ids.js';
import { field, type FormObject } from './form-body.js';

export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function buildEvent(type: string, object: unknown, apiVersion: string, request: StripeEvent['request']): StripeEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  };
}

/** An event's body as the provider sends it (pretty-printed JSON, as Stripe's are). */
const eventPayload = (event: object) => JSON.stringify(event, null, 2);

/** The event as the provider sends it to a webhook endpoint: its JSON body and that body's `Stripe-Signature` header. */
export function signedDelivery(event: object, secret: string): { payload: string; signature: string } {
  const payload = eventPayload(event);
  return { payload, signature: stripeSignatureHeader(payload, secret) };
}

const RETRY_DELAYS_MS = [500, 2000, 5000];

export class WebhookSender {
  private readonly pending = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  send(event: StripeEvent): void {
    const delivery = this.deliver(eventPayload(event), event).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every event sent so far was delivered or given up on. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Abandons retries and in-flight deliveries. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.drain();
  }

  private async deliver(payload: string, event: StripeEvent): Promise<void> {
    const { signal } = this.stopping;
    for (let attempt = 0; !signal.aborted; attempt++) {
      const outcome = await this.post(payload);
      if (outcome === 'delivered') return;
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        console.warn(`[stripe-stand-in] gave up delivering ${event.type} ${event.id} to ${this.url}: ${outcome}`);
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  }

  private async post(payload: string): Promise<'delivered' | string> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          ...this.extraHeaders,
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignatureHeader(payload, this.secret),
        },
        body: payload,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(10_000)]),
      });
      await response.arrayBuffer();
      // Like Stripe: only a 2xx answer counts as delivered; anything else is retried.
      if (response.ok) return 'delivered';
      return `HTTP ${response.status}`;
    } catch (error) {
      return (error as Error).message;
    }
  }
}

/**
 * The stand-in's one webhook endpoint (`we_local`, the shop's webhook URL). Like a Stripe endpoint it
 * can be disabled (`POST /v1/webhook_endpoints/we_local` with `disabled=true`): events are still made
 * and listed by GET /v1/events, but not sent, so a test can deliver them itself in any order.
 */
export class WebhookEndpoint {
  readonly id = 'we_local';
  disabled = false;

  constructor(private readonly url: string) {}

  view() {
    return { id: this.id, object: 'webhook_endpoint', url: this.url, enabled_events: ['*'], status: this.disabled ? 'disabled' : 'enabled', livemode: false };
  }

  update(form: FormObject) {
    const disabled = field(form, 'disabled');
    if (disabled !== undefined) this.disabled = disabled === 'true';
    return this.view();
  }
}
