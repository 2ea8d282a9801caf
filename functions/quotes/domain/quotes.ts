/** Quotes: a buyer asks, the shop's admins offer prices, the buyer orders at them (through the orders module's own placement), declines or withdraws. */
import { createHash, randomUUID } from 'node:crypto';
import type { Caller } from '../../platform/app-token.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { toCents } from '../../platform/contract/money.js';
import { logger } from '../../platform/logger.js';
import type { OfferQuoteInput, Quote, QuoteStatus, RequestQuoteInput } from '../contract/quote.js';
import { PRICE_EVERY_LINE_MESSAGE, VALID_UNTIL_MESSAGE } from '../contract/quote-terms.js';
import { asSeen, QUOTE_STEPS, stepRefusal, validUntilInRange, type QuoteStep } from './quote-rules.js';
import { quoteClosedEmail, quoteOfferedEmail, quoteRequestedEmail, quoteStepEmail } from './quote-emails.js';

export interface Membership {
  companyId: string;
  role: 'admin' | 'buyer';
}

export interface QuoteDeps {
  putQuote(quote: Quote): Promise<'saved' | 'exists'>;
  getQuote(quoteId: string): Promise<Quote | undefined>;
  moveQuote(quoteId: string, from: QuoteStatus, to: QuoteStatus, set: Record<string, unknown>): Promise<'saved' | 'changed'>;
  getMembership(userId: string): Promise<Membership | undefined>;
  sendEmail(email: OutgoingEmail): Promise<void>;
  /** The shop's admins, who are told of requests and answers. */
  admins(): string[];
  now(): Date;
}

export interface RequestQuoteDeps extends QuoteDeps {
  /** The tool's name, if it is on sale. */
  toolName(id: string): Promise<string | undefined>;
  companyName(companyId: string): Promise<string | undefined>;
}

export interface ListQuoteDeps {
  getMembership(userId: string): Promise<Membership | undefined>;
  listQuotesByOwner(userId: string): Promise<Quote[]>;
  listQuotesByCompany(companyId: string): Promise<Quote[]>;
  now(): Date;
}

/** Emails that tell people about a change already made: one that fails is logged, not answered as a failure. */
export async function notify(deps: Pick<QuoteDeps, 'sendEmail'>, email: OutgoingEmail): Promise<void> {
  if (email.to.length === 0) return;
  try {
    await deps.sendEmail(email);
  } catch (error) {
    await logger.warn('A quote email could not be sent', { subject: email.subject, reason: (error as Error).message });
  }
}

/** The buyer hears only at an address the identity provider verified, as with orders. */
export const toBuyer = (deps: QuoteDeps, quote: Quote, email: OutgoingEmail) => (quote.emailVerified ? notify(deps, email) : Promise.resolve());

/** The quote id of a keyed request: the same caller and key always give the same id. */
export const idempotentQuoteId = (callerUid: string, idempotencyKey: string) =>
  createHash('sha256').update(`${callerUid}\nquote\n${idempotencyKey}`).digest('hex').slice(0, 32);

const sameRequest = (quote: Quote, caller: Caller, input: RequestQuoteInput) =>
  quote.userId === caller.uid &&
  quote.note === input.note &&
  quote.lines.length === input.lines.length &&
  quote.lines.every((line, index) => line.toolId === input.lines[index]!.toolId && line.quantity === input.lines[index]!.quantity);

/** POST /quotes */
export async function requestQuote(deps: RequestQuoteDeps, caller: Caller, input: RequestQuoteInput, idempotencyKey?: string): Promise<Quote> {
  const quoteId = idempotencyKey === undefined ? randomUUID() : idempotentQuoteId(caller.uid, idempotencyKey);
  if (idempotencyKey !== undefined) {
    const earlier = await deps.getQuote(quoteId);
    if (earlier) return answerEarlier(earlier, caller, input);
  }
  const [names, member] = await Promise.all([Promise.all(input.lines.map((line) => deps.toolName(line.toolId))), deps.getMembership(caller.uid)]);
  names.forEach((name, index) => {
    if (name === undefined) throw BadRequestError.forField(`lines.${index}.toolId`, `No tool with id ${input.lines[index]!.toolId}`);
  });
  const companyName = member ? await deps.companyName(member.companyId) : undefined;
  const quote: Quote = {
    quoteId,
    userId: caller.uid,
    user_name: caller.name || caller.email,
    email: caller.email,
    emailVerified: caller.emailVerified === true,
    ...(member && { companyId: member.companyId }),
    ...(member && companyName !== undefined && { companyName }),
    lines: input.lines.map((line, index) => ({ toolId: line.toolId, product_name: names[index]!, quantity: line.quantity })),
    ...(input.note !== undefined && { note: input.note }),
    status: 'requested',
    createdAt: deps.now().toISOString(),
  };
  if ((await deps.putQuote(quote)) === 'exists') {
    // A concurrent retry of the same keyed request wrote it first.
    const winner = await deps.getQuote(quoteId);
    if (winner) return answerEarlier(winner, caller, input);
  }
  await notify(deps, quoteRequestedEmail(quote, deps.admins()));
  await toBuyer(deps, quote, quoteStepEmail(quote));
  return quote;
}

function answerEarlier(earlier: Quote, caller: Caller, input: RequestQuoteInput): Quote {
  if (!sameRequest(earlier, caller, input)) throw new ConflictError('Idempotency-Key: already used for another quote');
  return earlier;
}

/** Who sees a quote: its buyer, and the admins of the company the buyer belonged to when asking. */
const mayRead = (quote: Quote, caller: Caller, member: Membership | undefined) =>
  quote.userId === caller.uid || (member?.role === 'admin' && quote.companyId !== undefined && quote.companyId === member.companyId);

const notFound = (quoteId: string) => new NotFoundError(`No quote with id ${quoteId}`);

/** GET /quotes: the caller's own; a company admin's: the company's (their own among them). */
export async function listQuotes(deps: ListQuoteDeps, caller: Caller): Promise<Quote[]> {
  const member = await deps.getMembership(caller.uid);
  const now = deps.now();
  if (member?.role !== 'admin') return (await deps.listQuotesByOwner(caller.uid)).map((quote) => asSeen(quote, now));
  const [company, own] = await Promise.all([deps.listQuotesByCompany(member.companyId), deps.listQuotesByOwner(caller.uid)]);
  const byId = new Map([...company, ...own].map((quote) => [quote.quoteId, quote]));
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((quote) => asSeen(quote, now));
}

/** GET /quotes/{quoteId}: anyone who may not read it gets 404. */
export async function readQuote(deps: Pick<QuoteDeps, 'getQuote' | 'getMembership' | 'now'>, caller: Caller, quoteId: string): Promise<Quote> {
  const [quote, member] = await Promise.all([deps.getQuote(quoteId), deps.getMembership(caller.uid)]);
  if (!quote || !mayRead(quote, caller, member)) throw notFound(quoteId);
  return asSeen(quote, deps.now());
}

/** The buyer's own quote: a company admin who may read it may not answer for the buyer (403); anyone else 404. */
export async function buyersQuote(deps: QuoteDeps, caller: Caller, quoteId: string): Promise<Quote> {
  const quote = await deps.getQuote(quoteId);
  if (!quote) throw notFound(quoteId);
  if (quote.userId === caller.uid) return quote;
  if (mayRead(quote, caller, await deps.getMembership(caller.uid))) throw new ForbiddenError('Only the buyer who asked for this quote can do this');
  throw notFound(quoteId);
}

/** One step as one conditional write; a step that lost a race reads the quote again and answers its status. */
async function takeStep(deps: QuoteDeps, quote: Quote, step: QuoteStep, set: Record<string, unknown>): Promise<Quote> {
  const refusal = stepRefusal(quote, step, deps.now());
  if (refusal) throw refusal;
  const { from, to } = QUOTE_STEPS[step];
  if ((await deps.moveQuote(quote.quoteId, from, to, set)) === 'saved') return { ...quote, ...set, status: to } as Quote;
  const current = await deps.getQuote(quote.quoteId);
  throw stepRefusal(current ?? quote, step, deps.now()) ?? new ConflictError('This quote changed meanwhile: try again');
}

/** POST /admin/quotes/{quoteId}/offer: a price for every line, valid from today up to MAX_OFFER_DAYS ahead. */
export async function offerQuote(deps: QuoteDeps, caller: Caller, quoteId: string, input: OfferQuoteInput): Promise<Quote> {
  const quote = await deps.getQuote(quoteId);
  if (!quote) throw notFound(quoteId);
  const refusal = stepRefusal(quote, 'offer', deps.now());
  if (refusal) throw refusal;
  const prices = new Map(input.lines.map((line) => [line.toolId, toCents(line.unitPrice)]));
  if (prices.size !== quote.lines.length || quote.lines.some((line) => !prices.has(line.toolId)))
    throw BadRequestError.forField('lines', PRICE_EVERY_LINE_MESSAGE);
  if (!validUntilInRange(input.validUntil, deps.now())) throw BadRequestError.forField('validUntil', VALID_UNTIL_MESSAGE);
  const offered = await takeStep(deps, quote, 'offer', {
    lines: quote.lines.map((line) => ({ ...line, unitPriceCents: prices.get(line.toolId)! })),
    validUntil: input.validUntil,
    offeredAt: deps.now().toISOString(),
    offeredBy: caller.email,
    ...(input.note !== undefined && { offerNote: input.note }),
  });
  await toBuyer(deps, offered, quoteOfferedEmail(offered));
  return offered;
}

/** POST /quotes/{quoteId}/decline (offered) and .../withdraw (requested): the buyer's. */
export async function closeQuote(deps: QuoteDeps, caller: Caller, quoteId: string, step: 'decline' | 'withdraw'): Promise<Quote> {
  const quote = await buyersQuote(deps, caller, quoteId);
  const at = deps.now().toISOString();
  const closed = await takeStep(deps, quote, step, step === 'decline' ? { declinedAt: at } : { withdrawnAt: at });
  await notify(deps, quoteClosedEmail(closed, deps.admins()));
  await toBuyer(deps, closed, quoteStepEmail(closed));
  return closed;
}

export interface AdminListDeps {
  listQuotesByStatus(status: QuoteStatus): Promise<Quote[]>;
  now(): Date;
}

/** GET /admin/quotes?status=: one status as readers see it (an offer past its day is `expired`), or every quote; newest first. */
export async function listAdminQuotes(deps: AdminListDeps, status?: QuoteStatus): Promise<Quote[]> {
  const stored: readonly QuoteStatus[] =
    status === undefined
      ? Object.values(QUOTE_STEPS)
          .flatMap((step) => [step.from, step.to])
          .concat('expired')
      : status === 'expired'
        ? ['expired', 'offered']
        : [status];
  const now = deps.now();
  const read = (await Promise.all([...new Set(stored)].map((one) => deps.listQuotesByStatus(one)))).flat().map((quote) => asSeen(quote, now));
  return read.filter((quote) => status === undefined || quote.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
