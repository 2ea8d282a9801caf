import { describe, expect, it } from 'vitest';
import { sendOrderEmails, type OrderChange, type SendOrderEmailsDeps } from '../../../../functions/orders/domain/send-order-emails.js';
import { EmailRefusedError, type OutgoingEmail } from '../../../../functions/platform/email-sender.js';
import type { EmailClaim, EmailState } from '../../../../functions/orders/store/sent-emails-repository.js';
import type { Order } from '../../../../functions/orders/contract/order.js';
import { anOrder } from '../../support/fixtures.js';

const order = (overrides: Partial<Order> = {}): Order => {
  const { listKey: _listKey, ...rest } = anOrder(overrides);
  return rest;
};
const admins = ['owner@tools.test'];

/** The emails table and the mail service in memory, with the repository's conditions. */
class Outbox implements SendOrderEmailsDeps {
  readonly records = new Map<string, { state: EmailState; claimedAt: string; email: OutgoingEmail; reason?: string }>();
  readonly delivered: OutgoingEmail[] = [];
  readonly refusedOnOrder = new Map<string, string[]>();
  /** Subjects the mail service refuses for good, and ones it fails on once. */
  refuse = (_email: OutgoingEmail) => false;
  failOnce = new Set<string>();
  time = 60_000;

  admins = () => admins;
  now = () => new Date('2024-05-01T12:00:00.000Z');
  remainingMs = () => this.time;

  sendEmail = async (email: OutgoingEmail) => {
    if (this.refuse(email)) throw new EmailRefusedError('MessageRejected: Email address is not verified.');
    if (this.failOnce.delete(email.subject)) throw new Error('TooManyRequestsException');
    this.delivered.push(email);
  };

  claimEmail = async (claim: EmailClaim) => {
    const record = this.records.get(claim.key);
    if (record && !(record.state === 'failed' || (record.state === 'sending' && record.claimedAt < claim.abandonedBefore))) {
      return record.state === 'sending' ? ('in-flight' as const) : ('done' as const);
    }
    this.records.set(claim.key, { state: 'sending', claimedAt: claim.at, email: claim.email });
    return 'claimed' as const;
  };

  settleEmail = async (key: string, state: Exclude<EmailState, 'sending'>, _at: string, reason?: string) => {
    this.records.set(key, { ...this.records.get(key)!, state, reason });
  };

  recordRefusedEmailAddress = async (orderId: string, address: string) => {
    const listed = this.refusedOnOrder.get(orderId) ?? [];
    if (!listed.includes(address)) this.refusedOnOrder.set(orderId, [...listed, address]);
  };
}

const subjects = (outbox: Outbox) => outbox.delivered.map((email) => email.subject);
/** An order paid and given its invoice number in one change: the receipt (which names the invoice) and the admins' notice. */
const paidChange = (sequenceNumber: string, id: string, overrides: Partial<Order> = {}): OrderChange => ({
  sequenceNumber,
  before: order({ _id: id }),
  after: order({ _id: id, status: 'paid', transactionId: 'pi_1', invoiceNumber: 'INV-2024-000001', ...overrides }),
});

describe('sending the emails of a batch of changes, each on its own', () => {
  it('sends every email of every change once, however often the batch is handed over again', async () => {
    const outbox = new Outbox();
    const changes = [{ sequenceNumber: '100', after: order({ _id: 'a' }) }, paidChange('200', 'b')];
    expect(await sendOrderEmails(outbox, changes)).toEqual({});
    expect(await sendOrderEmails(outbox, changes)).toEqual({});
    expect(subjects(outbox)).toEqual([
      'Order placed: 60 x Cordless Drill',
      'Receipt: $750.00 paid for 60 x Cordless Drill',
      'Paid order to ship: 60 x Cordless Drill',
    ]);
  });

  it("still sends the admins' notice, and the next orders' emails, when the customer's receipt is refused for good; records the address on the order and never tries it again", async () => {
    const outbox = new Outbox();
    outbox.refuse = (email) => email.to.includes('bounce@nowhere.invalid');
    const refused = paidChange('100', 'a', { email: 'bounce@nowhere.invalid' });
    const next = paidChange('200', 'b');

    expect(await sendOrderEmails(outbox, [refused, next])).toEqual({});
    expect(subjects(outbox)).toEqual([
      'Paid order to ship: 60 x Cordless Drill',
      'Receipt: $750.00 paid for 60 x Cordless Drill',
      'Paid order to ship: 60 x Cordless Drill',
    ]);
    expect(outbox.refusedOnOrder.get('a')).toEqual(['bounce@nowhere.invalid']);
    expect(outbox.records.get('a#receipt')).toMatchObject({ state: 'refused', reason: 'MessageRejected: Email address is not verified.' });

    // Handed over again (the stream), and a later change of the same order that lists the address: nothing more is tried.
    const attempts: OutgoingEmail[] = [];
    const send = outbox.sendEmail;
    outbox.sendEmail = async (email) => {
      attempts.push(email);
      return send(email);
    };
    await sendOrderEmails(outbox, [refused]);
    await sendOrderEmails(outbox, [
      { sequenceNumber: '300', before: refused.after, after: { ...refused.after!, status: 'delivered', refusedEmailAddresses: ['bounce@nowhere.invalid'] } },
    ]);
    expect(attempts).toEqual([]);
  });

  it('retries an email that failed for a passing reason, reporting its change, without sending the others again', async () => {
    const outbox = new Outbox();
    outbox.failOnce.add('Receipt: $750.00 paid for 60 x Cordless Drill');
    const changes = [paidChange('100', 'a'), { sequenceNumber: '200', after: order({ _id: 'b' }) }];

    expect(await sendOrderEmails(outbox, changes)).toEqual({ failedSequenceNumber: '100' });
    expect(subjects(outbox)).toEqual(['Paid order to ship: 60 x Cordless Drill', 'Order placed: 60 x Cordless Drill']);
    expect(outbox.records.get('a#receipt')).toMatchObject({
      state: 'failed',
      reason: 'TooManyRequestsException',
      email: { subject: 'Receipt: $750.00 paid for 60 x Cordless Drill' },
    });

    expect(await sendOrderEmails(outbox, changes)).toEqual({});
    expect(subjects(outbox)).toEqual([
      'Paid order to ship: 60 x Cordless Drill',
      'Order placed: 60 x Cordless Drill',
      'Receipt: $750.00 paid for 60 x Cordless Drill',
    ]);
  });

  it('hands a change over again while another run is still sending its email', async () => {
    const outbox = new Outbox();
    outbox.records.set('a#placed', { state: 'sending', claimedAt: '2024-05-01T11:59:30.000Z', email: { to: [], subject: '', text: '' } });
    expect(await sendOrderEmails(outbox, [{ sequenceNumber: '100', after: order({ _id: 'a' }) }])).toEqual({ failedSequenceNumber: '100' });
    expect(outbox.delivered).toEqual([]);
  });

  it('sends an email whose claim was abandoned (its run ended mid-send) again', async () => {
    const outbox = new Outbox();
    outbox.records.set('a#placed', { state: 'sending', claimedAt: '2024-05-01T11:58:00.000Z', email: { to: [], subject: '', text: '' } });
    expect(await sendOrderEmails(outbox, [{ sequenceNumber: '100', after: order({ _id: 'a' }) }])).toEqual({});
    expect(subjects(outbox)).toEqual(['Order placed: 60 x Cordless Drill']);
  });

  it('takes no new change once too little time remains for one send, and hands the rest over again', async () => {
    const outbox = new Outbox();
    outbox.time = 1_000;
    expect(await sendOrderEmails(outbox, [{ sequenceNumber: '100', after: order({ _id: 'a' }) }])).toEqual({ failedSequenceNumber: '100' });
    expect(outbox.delivered).toEqual([]);
  });
});
