/** A trade account's statuses, roles, limits and messages. No zod here: functions read it at init (the schemas: trade-account.ts). */
export const COMPANY_STATUSES = ['pending', 'approved', 'declined', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const MEMBER_ROLES = ['admin', 'buyer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const NET_DAYS = [7, 14, 30, 60, 90] as const;
export const MAX_CREDIT_LIMIT_CENTS = 100_000_000;
export const MAX_DISCOUNT_PERCENT = 50;
export const MAX_CONTRACT_PRICES = 500;
export const MAX_PRICE_IDS = 100;
export const INVITE_LIFETIME_DAYS = 7;

export const COMPANY_NAME_MESSAGE = 'Company name must be 2 to 80 characters';
export const DISCOUNT_MESSAGE = 'Discount must be between 0 and 50 %';
export const ALREADY_MEMBER_MESSAGE = 'You already belong to a trade account';
export const NO_TRADE_ACCOUNT_MESSAGE = 'No trade account';
export const NOT_APPROVED_MESSAGE = 'Your trade account is not approved';
export const OTHER_ADDRESS_MESSAGE = 'This invitation is for another email address';
export const INVITE_EXPIRED_MESSAGE = 'This invitation has expired';
export const LAST_ADMIN_MESSAGE = 'A trade account needs at least one admin';
export const COMPANY_ADMINS_ONLY_MESSAGE = 'Only an admin of your trade account can do this';
