import { describe, expect, it } from 'vitest';
import { emailsForChange } from '../../../functions/domain/order-emails.js';
import { sendOrderEmails } from '../../../functions/domain/send-order-emails.js';
import type { Order } from '../../../functions/schemas/order.js';
import { anOrder } from '../support/fixtures.js';

const order = (overrides: Partial<Order> = {}): Order => {
  const { listKey: _listKey, ...rest } = anOrder(overrides);
  return rest;
};
const admins = ['owner@tools.test'];

describe('the emails of an order change', () => {
  it('tells the customer the order was placed, with the total and when the hold ends', () => {
    const [email, ...rest] = emailsForChange(undefined, order({ holdExpiresAt: '2024-05-02T12:00:00.000Z' }), admins);
    expect(rest).toEqual([]);
    expect(email).toMatchObject({ to: ['customer@tools.test'], subject: 'Order placed: 60 x Cordless Drill' });
    expect(email?.text).toContain('$750.00');
    expect(email?.text).toContain('Please pay by Thursday 2 May 2024, 12:00 UTC;');
  });

  it('sends a receipt with the amount to the customer and a note to the admins when the order is paid', () => {
    const emails = emailsForChange(order(), order({ status: 'paid', transactionId: 'pi_1' }), admins);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [['customer@tools.test'], 'Receipt: $750.00 paid for 60 x Cordless Drill'],
      [admins, 'Paid order to ship: 60 x Cordless Drill'],
    ]);
  });

  it('names the carrier and tracking number when the order ships', () => {
    const [email] = emailsForChange(order({ status: 'paid' }), order({ status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0146' }), admins);
    expect(email?.text).toContain('DHL');
    expect(email?.text).toContain('JD0146');
  });

  it.each([
    ['owner', 'You cancelled it.'],
    ['admin', 'The shop cancelled it.'],
    ['hold-expired', 'It was not paid in time: its hold on the stock ended on Thursday 2 May 2024, 12:00 UTC.'],
  ] as const)('says why the order was cancelled (%s)', (cancelReason, why) => {
    const [email] = emailsForChange(order(), order({ status: 'cancelled', cancelReason, holdExpiresAt: '2024-05-02T12:00:00.000Z' }), admins);
    expect(email?.subject).toBe('Order cancelled: 60 x Cordless Drill');
    expect(email?.text).toContain(why);
  });

  it('tells the customer about a refund, and why for a late payment', () => {
    const [email] = emailsForChange(order({ status: 'cancelled' }), order({ status: 'refunded', refundSource: 'late-payment' }), admins);
    expect(email?.subject).toBe('Refund: $750.00 for 60 x Cordless Drill');
    expect(email?.text).toContain('after the order had been cancelled');
  });

  it('sends nothing when the status did not change (a payment error, a dispute flag, a repeated write)', () => {
    expect(emailsForChange(order(), order({ lastPaymentError: 'declined' }), admins)).toEqual([]);
    expect(emailsForChange(order({ status: 'paid' }), order({ status: 'paid', disputed: true }), admins)).toEqual([]);
  });

  it('emails an unverified address nothing, while the admins still hear of its payment', () => {
    const unverified = { emailVerified: false };
    expect(emailsForChange(undefined, order(unverified), admins)).toEqual([]);
    expect(emailsForChange(order(unverified), order({ ...unverified, status: 'cancelled', cancelReason: 'owner' }), admins)).toEqual([]);
    const paid = emailsForChange(order(unverified), order({ ...unverified, status: 'paid', transactionId: 'pi_1' }), admins);
    expect(paid.map((email) => email.to)).toEqual([admins]);
  });

  it('emails a verified address, and one of an order placed before the flag was kept', () => {
    expect(emailsForChange(undefined, order({ emailVerified: true }), admins).map((email) => email.to)).toEqual([['customer@tools.test']]);
    expect(emailsForChange(undefined, order(), admins).map((email) => email.to)).toEqual([['customer@tools.test']]);
  });
});

describe('sending the emails of a batch of changes', () => {
  const changes = [
    { sequenceNumber: '100', after: order({ _id: 'a' }) },
    { sequenceNumber: '200', before: order({ _id: 'b' }), after: order({ _id: 'b', status: 'cancelled', cancelReason: 'owner' }) },
    { sequenceNumber: '300', after: order({ _id: 'c' }) },
  ];

  it('stops at the first failed send and reports that change, so it and the rest are handed over again', async () => {
    const sent: string[] = [];
    const result = await sendOrderEmails(
      {
        admins: () => admins,
        sendEmail: async (email) => {
          if (email.subject.startsWith('Order cancelled')) throw new Error('SES throttled');
          sent.push(email.subject);
        },
      },
      changes,
    );
    expect(result).toEqual({ failedSequenceNumber: '200' });
    expect(sent).toEqual(['Order placed: 60 x Cordless Drill']);
  });

  it('reports nothing when every email went out', async () => {
    const sent: string[] = [];
    const result = await sendOrderEmails({ admins: () => admins, sendEmail: async (email) => void sent.push(email.subject) }, changes);
    expect(result).toEqual({});
    expect(sent).toHaveLength(3);
  });
});
