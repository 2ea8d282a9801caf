/** The emails of quotes: plain text, like the order and trade emails. */
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { SHOP_NAME } from '../../platform/contract/shop.js';
import { dollarsText } from '../../platform/contract/money.js';
import type { Quote } from '../contract/quote.js';

const linesText = (quote: Quote) =>
  quote.lines.map(
    (line) => `- ${line.quantity} x ${line.product_name}${line.unitPriceCents === undefined ? '' : ` at ${dollarsText(line.unitPriceCents)} each`}`,
  );

const who = (quote: Quote) => `${quote.user_name} (${quote.email})${quote.companyName ? ` of ${quote.companyName}` : ''}`;

export const quoteRequestedEmail = (quote: Quote, admins: string[]): OutgoingEmail => ({
  to: admins,
  subject: `Quote requested by ${quote.user_name}`,
  text: [
    `${who(quote)} asks for a quote (${quote.quoteId}):`,
    ...linesText(quote),
    ...(quote.note ? ['', `Note: ${quote.note}`] : []),
    '',
    'Offer prices in the Quotes tab of the dashboard.',
  ].join('\n'),
});

export const quoteOfferedEmail = (quote: Quote): OutgoingEmail => ({
  to: [quote.email],
  subject: `Your quote from ${SHOP_NAME}`,
  text: [
    `${SHOP_NAME} offers these prices for your quote ${quote.quoteId}:`,
    ...linesText(quote),
    ...(quote.offerNote ? ['', `Note: ${quote.offerNote}`] : []),
    '',
    `The offer is valid until ${quote.validUntil}. Accept or decline it under Quotes in your dashboard.`,
  ].join('\n'),
});

/** To the shop's admins when the buyer accepts (the order's own emails follow), declines or withdraws. */
export const quoteClosedEmail = (quote: Quote, admins: string[]): OutgoingEmail => ({
  to: admins,
  subject: `Quote ${quote.status === 'ordered' ? 'accepted' : quote.status} by ${quote.user_name}`,
  text: [
    `The quote ${quote.quoteId} from ${who(quote)} is ${quote.status === 'ordered' ? `accepted: order ${quote.orderId}` : quote.status}.`,
    ...linesText(quote),
  ].join('\n'),
});

/** To the buyer when their step is done. */
export const quoteStepEmail = (quote: Quote): OutgoingEmail => ({
  to: [quote.email],
  subject:
    quote.status === 'ordered'
      ? `Your quote is now order ${quote.orderId}`
      : quote.status === 'requested'
        ? `We received your quote request`
        : `Your quote is ${quote.status}`,
  text:
    quote.status === 'ordered'
      ? `Your quote ${quote.quoteId} is now order ${quote.orderId}, at the prices offered. Pay it from My orders.`
      : quote.status === 'requested'
        ? [`We received your request for a quote (${quote.quoteId}):`, ...linesText(quote), '', 'We will email you our prices.'].join('\n')
        : `Your quote ${quote.quoteId} is ${quote.status}.`,
});
