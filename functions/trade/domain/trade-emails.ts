/** The emails of trade accounts: plain text, like the order emails. */
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { SHOP_NAME } from '../../platform/contract/shop.js';
import { dollarsText } from '../../platform/contract/money.js';
import type { Company, MemberRole } from '../contract/trade-account.js';

export const applicationEmail = (company: Company, applicantEmail: string, admins: string[]): OutgoingEmail => ({
  to: admins,
  subject: `Trade account application: ${company.name}`,
  text: [
    `${company.name} applied for a trade account (${applicantEmail}).`,
    company.taxId ? `Tax id: ${company.taxId}` : undefined,
    `Address: ${company.address}`,
    `Phone: ${company.number}`,
    company.note ? `Note: ${company.note}` : undefined,
    '',
    'Approve or decline it in the Trade accounts tab of the dashboard.',
  ]
    .filter((line) => line !== undefined)
    .join('\n'),
});

export const approvedEmail = (company: Company, to: string): OutgoingEmail => ({
  to: [to],
  subject: `Your trade account with ${SHOP_NAME} is approved`,
  text: [
    `${company.name}'s trade account is approved.`,
    company.discountPercent > 0 ? `Your discount: ${company.discountPercent} %` : undefined,
    company.terms ? `Terms: net ${company.terms.netDays} days, credit limit ${dollarsText(company.terms.creditLimitCents)}` : undefined,
    '',
    'Sign in to see your prices and invite your buyers.',
  ]
    .filter((line) => line !== undefined)
    .join('\n'),
});

export const declinedEmail = (company: Company, to: string, reason: string): OutgoingEmail => ({
  to: [to],
  subject: `Your trade account application with ${SHOP_NAME}`,
  text: `We could not approve ${company.name}'s trade account.\n\nReason: ${reason}`,
});

export const inviteEmail = (company: Company, to: string, role: MemberRole, link: string, expiresAt: string): OutgoingEmail => ({
  to: [to],
  subject: `You are invited to ${company.name}'s trade account`,
  text: [
    `You are invited to join ${company.name}'s trade account at ${SHOP_NAME} as ${role === 'admin' ? 'an admin' : 'a buyer'}.`,
    '',
    `Sign in with this address (${to}) and open: ${link}`,
    '',
    `The link works once, until ${expiresAt.slice(0, 10)}.`,
  ].join('\n'),
});
