/**
 * The state the cold requests of trade accounts, buying lists and quotes need, made fresh before
 * every run through the shop's own API, as the web app makes it (the steps and bodies of
 * test/integration's trade, pay-on-account, quotes and buying-lists tests). The trade accounts
 * belong to customers of their own, never to the benchmark's customer, whose orders and prices the
 * other cold requests measure as a plain customer's.
 */
import { randomUUID } from 'node:crypto';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import type { QuoteAnswer } from '../../functions/quotes/contract/quote.js';
import type { BuyingList } from '../../functions/lists/contract/buying-list.js';
import type { Company } from '../../functions/trade/contract/trade-account.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { callBenchApi, type BenchCall } from './bench-api.js';
import type { SignedIn } from './cold-events.js';
import { PURCHASE_BODY } from './hot-endpoints.js';

/** A day `days` from today (UTC), as YYYY-MM-DD. */
export const dayFromToday = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A customer's application for a trade account. */
export const TRADE_APPLICATION = { companyName: 'Bench Co', address: 'Bench street 1', number: '01234567890' };
/** The admin's approval: a discount and payment terms (Net 30, a $10,000 credit limit). */
export const TRADE_APPROVAL = { discountPercent: 10, terms: { netDays: 30, creditLimitCents: 1_000_000 } };
/** A buyer's approval limit: $1, so any order of theirs waits for an admin. */
export const BUYER_APPROVAL_LIMIT_CENTS = 100;
export const contractPrices = (toolId: string) => ({ prices: [{ toolId, unitPrice: 9 }] });
export const listBody = (toolId: string) => ({ name: 'Bench list', lines: [{ toolId, quantity: 2 }] });
export const quoteRequest = (toolId: string) => ({ lines: [{ toolId, quantity: 2 }] });
/** The shop's offer for `quoteRequest`: valid for 30 days (an offer may run 90 at most). */
export const quoteOffer = (toolId: string) => ({ lines: [{ toolId, unitPrice: 9 }], validUntil: dayFromToday(30) });
/** Where the order of an accepted quote goes, as at checkout. */
export const SHIPPING = { address: PURCHASE_BODY.address, number: PURCHASE_BODY.number };

/** An approved company and the customer who applied for it, its admin. */
export interface TradeCompany {
  company: Company;
  admin: SignedIn;
}

export interface TradeFixtures {
  /** A new customer's application: a pending company, for the admin to approve, decline or change. */
  pendingCompany(): Promise<Company>;
  /**
   * The same company on every call, made on the first: a new customer's application, approved with
   * TRADE_APPROVAL's discount and terms, with a contract price for the tool; the customer is its admin.
   */
  companyOnTerms(): Promise<TradeCompany>;
  /** A new customer invited to the company as a buyer, and the join token of the invitation email (the token is only there). */
  invitation(): Promise<{ invited: SignedIn; token: string }>;
  /** A new customer who joined the company as a buyer through an invitation, with BUYER_APPROVAL_LIMIT_CENTS. */
  newBuyer(): Promise<SignedIn>;
  /** A new buyer's new order, over their approval limit: it awaits a company admin's approval. */
  orderAwaitingApproval(): Promise<OrderAnswer>;
  /** A new order the company's admin placed on account: an open invoice. */
  invoiceOnAccount(): Promise<OrderAnswer>;
  /** A new buying list of the customer. */
  newList(): Promise<string>;
  /** A new quote the customer asked for. */
  requestedQuote(): Promise<string>;
  /** A new quote the customer asked for and the admin offered. */
  offeredQuote(): Promise<string>;
}

export interface TradeFixtureContext {
  stack: LocalStack;
  customer: SignedIn;
  admin: SignedIn;
  /** The tool the orders, lists and quotes are for. */
  toolId: string;
  /** A new account, signed in once. */
  newCustomer(): Promise<SignedIn>;
}

interface SentEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

export function tradeFixtures({ stack, customer, admin, toolId, newCustomer }: TradeFixtureContext): TradeFixtures {
  const api = <T>(handler: Parameters<typeof callBenchApi>[1], call: BenchCall) => callBenchApi<T>(stack.urls.api, handler, call);

  /** The join token of the invitation emailed to `email`, from the local SES server's mailbox (`GET /store`). */
  const invitationToken = async (email: string) => {
    const { emails } = (await (await fetch(`${stack.urls.email}/store`)).json()) as { emails: SentEmail[] };
    const token = emails
      .filter((sent) => sent.destination.to.includes(email) && sent.subject.startsWith('You are invited'))
      .map((sent) => /\/trade\/join\/([A-Za-z0-9_-]+)/.exec(sent.body.text ?? '')?.[1])
      .findLast((found) => found !== undefined);
    if (!token) throw new Error(`The local mailbox holds no invitation email to ${email}`);
    return token;
  };
  const applied = async (applicant: SignedIn) => {
    const body = { ...TRADE_APPLICATION, companyName: `${TRADE_APPLICATION.companyName} ${randomUUID().slice(0, 8)}` };
    return (await api<{ company: Company }>('apply-for-trade-account', { token: applicant.token, body })).company;
  };
  let onTerms: Promise<TradeCompany> | undefined;
  const companyOnTerms = () =>
    (onTerms ??= (async () => {
      const companyAdmin = await newCustomer();
      const { companyId } = await applied(companyAdmin);
      const approved = await api<{ company: Company }>('approve-trade-account', { token: admin.token, params: { companyId }, body: TRADE_APPROVAL });
      await api('set-contract-prices', { token: admin.token, params: { companyId }, body: contractPrices(toolId) });
      return { company: approved.company, admin: companyAdmin };
    })());
  const invitation = async () => {
    const [{ admin: companyAdmin }, invited] = await Promise.all([companyOnTerms(), newCustomer()]);
    await api('invite-trade-member', {
      token: companyAdmin.token,
      body: { email: invited.email, role: 'buyer', approvalLimitCents: BUYER_APPROVAL_LIMIT_CENTS },
    });
    return { invited, token: await invitationToken(invited.email) };
  };
  const newBuyer = async () => {
    const { invited, token } = await invitation();
    await api('join-trade-account', { token: invited.token, params: { token } });
    return invited;
  };
  /** A cart's checkout (POST /orders) by a member, by card or on account, that must leave the order in `status`. */
  const placed = async (member: SignedIn, status: OrderAnswer['status'], payment?: 'account') => {
    const body = { lines: [{ toolId, quantity: PURCHASE_BODY.quantity }], ...SHIPPING, payment };
    const { order } = await api<{ order: OrderAnswer }>('place-order', { token: member.token, body });
    if (order.status !== status) throw new Error(`The order ${order._id} was placed ${order.status}, not ${status}`);
    return order;
  };
  const requestedQuote = async () => (await api<{ quote: QuoteAnswer }>('request-quote', { token: customer.token, body: quoteRequest(toolId) })).quote.quoteId;

  return {
    pendingCompany: async () => applied(await newCustomer()),
    companyOnTerms,
    invitation,
    newBuyer,
    orderAwaitingApproval: async () => placed(await newBuyer(), 'Awaiting approval'),
    invoiceOnAccount: async () => placed((await companyOnTerms()).admin, 'On account', 'account'),
    newList: async () => (await api<{ list: BuyingList }>('create-list', { token: customer.token, body: listBody(toolId) })).list.listId,
    requestedQuote,
    async offeredQuote() {
      const quoteId = await requestedQuote();
      await api('offer-quote', { token: admin.token, params: { quoteId }, body: quoteOffer(toolId) });
      return quoteId;
    },
  };
}
