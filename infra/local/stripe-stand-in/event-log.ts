/** Every event the stand-in sent, for `GET /v1/events` and `GET /v1/events/:id` (newest first, like Stripe). */
import { field, type FormObject } from './form-body.js';
import { invalidRequest } from './stripe-errors.js';
import type { StripeEvent } from './webhooks.js';

export class EventLog {
  private readonly events: StripeEvent[] = [];

  add(event: StripeEvent): void {
    this.events.unshift(event);
  }

  retrieve(id: string): StripeEvent {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw invalidRequest(404, `No such event: '${id}'`, 'resource_missing', 'id');
    return event;
  }

  list(query: FormObject) {
    const type = field(query, 'type');
    const limit = Math.min(Math.max(Number(field(query, 'limit') ?? 10) || 10, 1), 100);
    const matching = this.events.filter((event) => type === undefined || event.type === type);
    return { object: 'list', url: '/v1/events', has_more: matching.length > limit, data: matching.slice(0, limit) };
  }
}
