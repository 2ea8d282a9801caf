/**
 * Trade accounts: what the web app and the server share. Request schemas with the contract's
 * messages (docs/features.md, 'Trade accounts'), and the shapes answered.
 */
import * as z from '../../platform/contract/zod.js';
import { dollarPriceField, emailField, hasAtMostTwoDecimals, idField, phoneField, requiredText } from '../../platform/contract/fields.js';

export {
  ALREADY_MEMBER_MESSAGE,
  COMPANY_ADMINS_ONLY_MESSAGE,
  COMPANY_NAME_MESSAGE,
  COMPANY_STATUSES,
  type CompanyStatus,
  DISCOUNT_MESSAGE,
  INVITE_EXPIRED_MESSAGE,
  INVITE_LIFETIME_DAYS,
  LAST_ADMIN_MESSAGE,
  MAX_CONTRACT_PRICES,
  MAX_CREDIT_LIMIT_CENTS,
  MAX_DISCOUNT_PERCENT,
  MAX_PRICE_IDS,
  MEMBER_ROLES,
  type MemberRole,
  NET_DAYS,
  NO_TRADE_ACCOUNT_MESSAGE,
  NOT_APPROVED_MESSAGE,
  OTHER_ADDRESS_MESSAGE,
} from './trade-account-terms.js';
import {
  COMPANY_STATUSES,
  MEMBER_ROLES,
  NET_DAYS,
  MAX_CREDIT_LIMIT_CENTS,
  MAX_DISCOUNT_PERCENT,
  MAX_CONTRACT_PRICES,
  MAX_PRICE_IDS,
  COMPANY_NAME_MESSAGE,
  DISCOUNT_MESSAGE,
  INVITE_EXPIRED_MESSAGE,
} from './trade-account-terms.js';

const optionalText = (max: number, label: string) =>
  z.optional(
    z.pipe(
      z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
      z.transform((value: string) => value || undefined),
    ),
  );

/** POST /trade/apply */
export const applySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    companyName: z
      .string({ error: COMPANY_NAME_MESSAGE })
      .check(z.trim(), z.minLength(2, { message: COMPANY_NAME_MESSAGE, abort: true }), z.maxLength(80, COMPANY_NAME_MESSAGE)),
    taxId: optionalText(40, 'Tax id'),
    address: requiredText('Address is required', 300),
    number: phoneField('Phone number is required'),
    note: optionalText(500, 'Note'),
  }))();
export type ApplyInput = z.output<typeof applySchema>;

export const discountPercentField = /* @__PURE__ */ (() =>
  z
    .number({ error: DISCOUNT_MESSAGE })
    .check(z.minimum(0, DISCOUNT_MESSAGE), z.maximum(MAX_DISCOUNT_PERCENT, DISCOUNT_MESSAGE), z.refine(hasAtMostTwoDecimals, DISCOUNT_MESSAGE)))();

const NET_DAYS_MESSAGE = 'Net days must be 7, 14, 30, 60 or 90';
const CREDIT_LIMIT_MESSAGE = 'Credit limit must be a whole number of cents from 0 to 100000000';
export const termsField = /* @__PURE__ */ (() =>
  z.nullable(
    z.strictObject({
      netDays: z.number({ error: NET_DAYS_MESSAGE }).check(z.refine((days) => (NET_DAYS as readonly number[]).includes(days), NET_DAYS_MESSAGE)),
      creditLimitCents: z
        .number({ error: CREDIT_LIMIT_MESSAGE })
        .check(z.int(CREDIT_LIMIT_MESSAGE), z.minimum(0, CREDIT_LIMIT_MESSAGE), z.maximum(MAX_CREDIT_LIMIT_CENTS, CREDIT_LIMIT_MESSAGE)),
    }),
  ))();
export type Terms = NonNullable<z.output<typeof termsField>>;

export const taxExemptField = /* @__PURE__ */ (() => z.nullable(z.strictObject({ certificate: requiredText('Certificate is required', 100) })))();
export type TaxExempt = NonNullable<z.output<typeof taxExemptField>>;

/** POST /admin/trade-accounts/{companyId}/approve */
export const approveSchema = /* @__PURE__ */ (() => z.strictObject({ discountPercent: z.optional(discountPercentField), terms: z.optional(termsField) }))();
export type ApproveInput = z.output<typeof approveSchema>;

/** POST /admin/trade-accounts/{companyId}/decline */
export const declineSchema = /* @__PURE__ */ (() => z.strictObject({ reason: requiredText('Reason is required', 500) }))();

/** PATCH /admin/trade-accounts/{companyId} */
export const updateCompanySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    discountPercent: z.optional(discountPercentField),
    terms: z.optional(termsField),
    status: z.optional(z.enum(['approved', 'suspended'], { error: "Status must be 'approved' or 'suspended'" })),
    taxExempt: z.optional(taxExemptField),
  }))();
export type CompanyPatch = z.output<typeof updateCompanySchema>;

/** PUT /admin/trade-accounts/{companyId}/prices: unitPrice in dollars, as everywhere in the API. */
export const contractPricesSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    prices: z
      .array(
        z.strictObject({
          toolId: idField,
          unitPrice: dollarPriceField('Contract price'),
        }),
      )
      .check(
        z.maxLength(MAX_CONTRACT_PRICES, `At most ${MAX_CONTRACT_PRICES} contract prices`),
        z.refine((prices) => new Set(prices.map((price) => price.toolId)).size === prices.length, 'Each tool may have one contract price'),
      ),
  }))();
export type ContractPricesInput = z.output<typeof contractPricesSchema>;

const LIMIT_MESSAGE = 'Approval limit must be a whole number of cents from 0 to 100000000';
const approvalLimitField = /* @__PURE__ */ (() =>
  z.number({ error: LIMIT_MESSAGE }).check(z.int(LIMIT_MESSAGE), z.minimum(0, LIMIT_MESSAGE), z.maximum(MAX_CREDIT_LIMIT_CENTS, LIMIT_MESSAGE)))();
const roleField = /* @__PURE__ */ (() => z.enum(MEMBER_ROLES, { error: "Role must be 'admin' or 'buyer'" }))();

/** POST /trade/invites */
export const inviteSchema = /* @__PURE__ */ (() =>
  z.strictObject({ email: emailField, role: roleField, approvalLimitCents: z.optional(approvalLimitField) }))();
export type InviteInput = z.output<typeof inviteSchema>;

/** PATCH /trade/members/{userId}: a null limit removes it. */
export const updateMemberSchema = /* @__PURE__ */ (() =>
  z.strictObject({ role: z.optional(roleField), approvalLimitCents: z.optional(z.nullable(approvalLimitField)) }))();
export type MemberPatch = z.output<typeof updateMemberSchema>;

export const companyIdParams = /* @__PURE__ */ (() => z.object({ companyId: idField }))();
export const tokenParams = /* @__PURE__ */ (() => z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, INVITE_EXPIRED_MESSAGE)) }))();
export const memberParams = /* @__PURE__ */ (() => z.object({ userId: idField }))();
export const companyListQuery = /* @__PURE__ */ (() => z.strictObject({ status: z.optional(z.enum(COMPANY_STATUSES, { error: 'Unknown status' })) }))();

const IDS_MESSAGE = `ids must name 1 to ${MAX_PRICE_IDS} tools, separated by commas`;
/** GET /trade/prices?ids=a,b */
export const tradePricesQuery = /* @__PURE__ */ (() =>
  z.strictObject({
    ids: z
      .pipe(
        z.string({ error: IDS_MESSAGE }).check(z.maxLength(MAX_PRICE_IDS * 101, IDS_MESSAGE)),
        z.transform((value: string) => [
          ...new Set(
            value
              .split(',')
              .map((id) => id.trim())
              .filter((id) => id !== ''),
          ),
        ]),
      )
      .check(z.refine((ids) => ids.length >= 1 && ids.length <= MAX_PRICE_IDS && ids.every((id) => id.length <= 100), IDS_MESSAGE)),
  }))();

/** A trade account as answered. */
export const companySchema = /* @__PURE__ */ (() =>
  z.object({
    companyId: z.string(),
    name: z.string(),
    taxId: z.optional(z.string()),
    address: z.string(),
    number: z.string(),
    status: z.enum(COMPANY_STATUSES),
    discountPercent: z.number(),
    terms: z.nullable(z.object({ netDays: z.number(), creditLimitCents: z.number() })),
    taxExempt: z.nullable(z.object({ certificate: z.string() })),
    createdAt: z.string(),
    /** The applicant's note (shop admins read it with the application). */
    note: z.optional(z.string()),
    declineReason: z.optional(z.string()),
  }))();
export type Company = z.output<typeof companySchema>;
/** What the shop's admins see: the company and who applied. */
export const adminCompanySchema = /* @__PURE__ */ (() =>
  z.extend(companySchema, {
    applicantEmail: z.string(),
    /** In the admins' list: what the company still owes on its on-account invoices. */
    balanceCents: z.optional(z.number()),
  }))();

export const memberSchema = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    role: z.enum(MEMBER_ROLES),
    approvalLimitCents: z.optional(z.number()),
    /** Only company admins see members' emails. */
    email: z.optional(z.string()),
  }))();
export type Member = z.output<typeof memberSchema>;

export const inviteAnswerSchema = /* @__PURE__ */ (() =>
  z.object({ inviteId: z.string(), email: z.string(), role: z.enum(MEMBER_ROLES), expiresAt: z.string() }))();
export type Invite = z.output<typeof inviteAnswerSchema>;

export const tradeAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    company: companySchema,
    members: z.array(memberSchema),
    me: z.object({ userId: z.string(), role: z.enum(MEMBER_ROLES), approvalLimitCents: z.optional(z.number()) }),
  }))();
export type TradeAccountView = z.output<typeof tradeAccountSchema>;

/** GET /trade/membership: the caller's company in brief, or null for an account in none. */
export const membershipAnswerSchema = /* @__PURE__ */ (() =>
  z.object({
    membership: z.nullable(z.object({ companyId: z.string(), companyName: z.string(), status: z.enum(COMPANY_STATUSES), role: z.enum(MEMBER_ROLES) })),
  }))();
export type MembershipAnswer = z.output<typeof membershipAnswerSchema>;
export type Membership = NonNullable<MembershipAnswer['membership']>;

export const tradePriceSchema = /* @__PURE__ */ (() =>
  z.object({
    toolId: z.string(),
    unitPrice: z.number(),
    priceBreaks: z.optional(z.array(z.object({ minQuantity: z.number(), unitPrice: z.number() }))),
  }))();
export type TradePrice = z.output<typeof tradePriceSchema>;

export const contractPriceSchema = /* @__PURE__ */ (() => z.object({ toolId: z.string(), unitPrice: z.number() }))();
