/**
 * The trade table: companies, memberships, invitations and contract prices. Every change that must
 * hold with another is one transaction with conditions: a membership is written only if the account
 * has none (one company per account), a company's count of admins never goes under one, and a
 * company's status moves only from the status it was read in.
 */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, type TransactItem } from '../../platform/db.js';
import { auditPuts, type AuditNote } from '../../platform/audit-trail.js';
import { COMPANIES_BY_STATUS_INDEX, MEMBERS_BY_COMPANY_INDEX, NEWEST_INDEX } from '../../platform/table-names.js';
import type { Company, CompanyStatus, MemberRole } from '../contract/trade-account.js';

export const COMPANY_LIST_KEY = 'company';

/** A company as stored: what is answered, and what only the server reads. */
export interface CompanyRecord extends Company {
  /** How many members are admins; moved in the same transaction as their roles. */
  adminCount: number;
  /** Moves with every change of the company's terms or status: a change is written only over the version it read. */
  version: number;
  applicantUserId: string;
  applicantEmail: string;
}

export interface MemberRecord {
  userId: string;
  companyId: string;
  role: MemberRole;
  approvalLimitCents?: number;
  name: string;
  email: string;
  joinedAt: string;
}

export interface InviteRecord {
  inviteId: string;
  companyId: string;
  email: string;
  role: MemberRole;
  approvalLimitCents?: number;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
  invitedBy: string;
  idempotencyKey?: string;
  usedBy?: string;
  usedAt?: string;
}

const companyKey = (companyId: string) => `company#${companyId}`;
const memberKey = (userId: string) => `member#${userId}`;
const inviteKey = (companyId: string, email: string) => `invite#${companyId}#${email}`;
const tokenKey = (tokenHash: string) => `token#${tokenHash}`;
const pricesKey = (companyId: string) => `prices#${companyId}`;

const table = () => tableName('trade');
const INTERNAL = ['_id', 'listKey', 'companyStatus', 'memberOf'] as const;

function withoutInternal<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const key of INTERNAL) delete copy[key];
  return copy as T;
}

async function getItem<T>(key: string): Promise<T | undefined> {
  const { Item } = await db.get({ TableName: table(), Key: { _id: key }, ConsistentRead: true });
  return Item ? withoutInternal<T>(Item) : undefined;
}

export const getCompany = (companyId: string) => getItem<CompanyRecord>(companyKey(companyId));
export const getMembership = (userId: string) => getItem<MemberRecord>(memberKey(userId));
export const getInvite = (companyId: string, email: string) => getItem<InviteRecord>(inviteKey(companyId, email));
export const getInviteByToken = async (tokenHash: string): Promise<InviteRecord | undefined> => {
  const pointer = await getItem<{ companyId: string; email: string }>(tokenKey(tokenHash));
  return pointer && getInvite(pointer.companyId, pointer.email);
};

function companyItem(company: CompanyRecord) {
  return { ...company, _id: companyKey(company.companyId), listKey: COMPANY_LIST_KEY, companyStatus: company.status };
}
function memberItem(member: MemberRecord) {
  return { ...member, _id: memberKey(member.userId), memberOf: member.companyId };
}

async function transact(items: TransactItem[]): Promise<{ failed: boolean[] } | undefined> {
  try {
    await db.transactWrite({ TransactItems: items });
    return undefined;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
      return { failed: items.map((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed') };
    }
    throw error;
  }
}

/** 'member': the applicant already belongs to a company. */
export async function putApplication(company: CompanyRecord, applicant: MemberRecord): Promise<'saved' | 'member'> {
  const outcome = await transact([
    { Put: { TableName: table(), Item: memberItem(applicant), ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } } },
    { Put: { TableName: table(), Item: companyItem(company), ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } } },
  ]);
  return outcome ? 'member' : 'saved';
}

/**
 * Writes `next` over the company as read (its version), with the audit entry of the change.
 * 'changed': someone changed it meanwhile.
 */
export async function replaceCompany(read: CompanyRecord, next: CompanyRecord, audit: AuditNote | undefined): Promise<'saved' | 'changed'> {
  const outcome = await transact([
    {
      Put: {
        TableName: table(),
        Item: companyItem({ ...next, version: read.version + 1 }),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': read.version },
      },
    },
    ...auditPuts(audit),
  ]);
  return outcome ? 'changed' : 'saved';
}

/** The companies, newest first: all of them, or those of one status. */
export async function listCompanies(status?: CompanyStatus): Promise<CompanyRecord[]> {
  const companies: CompanyRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: table(),
      IndexName: status ? COMPANIES_BY_STATUS_INDEX : NEWEST_INDEX,
      KeyConditionExpression: status ? 'companyStatus = :partition' : 'listKey = :partition',
      ExpressionAttributeValues: { ':partition': status ?? COMPANY_LIST_KEY },
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    companies.push(...(Items ?? []).map((item) => withoutInternal<CompanyRecord>(item)));
    start = LastEvaluatedKey;
  } while (start && companies.length < 1000);
  return companies;
}

export async function listMembers(companyId: string): Promise<MemberRecord[]> {
  const { Items } = await db.query({
    TableName: table(),
    IndexName: MEMBERS_BY_COMPANY_INDEX,
    KeyConditionExpression: 'memberOf = :company',
    ExpressionAttributeValues: { ':company': companyId },
  });
  return (Items ?? []).map((item) => withoutInternal<MemberRecord>(item));
}

/** Contract prices in cents by tool id. */
export async function getContractPrices(companyId: string): Promise<Record<string, number>> {
  const item = await getItem<{ prices?: Record<string, number> }>(pricesKey(companyId));
  return item?.prices ?? {};
}

export async function putContractPrices(companyId: string, prices: Record<string, number>, at: string, audit: AuditNote): Promise<void> {
  await db.transactWrite({
    TransactItems: [{ Put: { TableName: table(), Item: { _id: pricesKey(companyId), companyId, prices, updatedAt: at } } }, ...auditPuts(audit)],
  });
}

/**
 * The invitation of an address (replacing an earlier one, whose token then opens nothing) and the
 * pointer from its token. With an idempotency key, a second request with the same key writes
 * nothing: 'repeated', and the stored invitation is answered.
 */
export async function putInvite(invite: InviteRecord): Promise<'saved' | 'repeated'> {
  const key = inviteKey(invite.companyId, invite.email);
  const sameKey = invite.idempotencyKey !== undefined;
  const outcome = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...invite, _id: key },
        ...(sameKey
          ? {
              ConditionExpression: 'attribute_not_exists(#id) OR attribute_not_exists(idempotencyKey) OR idempotencyKey <> :key',
              ExpressionAttributeNames: { '#id': '_id' },
              ExpressionAttributeValues: { ':key': invite.idempotencyKey },
            }
          : {}),
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { _id: tokenKey(invite.tokenHash), companyId: invite.companyId, email: invite.email, expiresAt: invite.expiresAt },
      },
    },
  ]);
  return outcome ? 'repeated' : 'saved';
}

/**
 * The invitation used by `member`, the membership and (for an admin) the company's count of admins,
 * in one transaction. 'invite': the invitation was used, replaced or expired meanwhile; 'member':
 * the account belongs to a company already.
 */
export async function joinCompany(invite: InviteRecord, member: MemberRecord, at: string): Promise<'joined' | 'invite' | 'member' | 'company'> {
  const outcome = await transact([
    {
      Update: {
        TableName: table(),
        Key: { _id: inviteKey(invite.companyId, invite.email) },
        UpdateExpression: 'SET usedBy = :uid, usedAt = :at',
        ConditionExpression: 'tokenHash = :hash AND attribute_not_exists(usedBy) AND expiresAt > :at',
        ExpressionAttributeValues: { ':uid': member.userId, ':at': at, ':hash': invite.tokenHash },
      },
    },
    { Put: { TableName: table(), Item: memberItem(member), ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } } },
    {
      Update: {
        TableName: table(),
        Key: { _id: companyKey(member.companyId) },
        UpdateExpression: 'ADD adminCount :admins',
        ConditionExpression: 'attribute_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: { ':admins': member.role === 'admin' ? 1 : 0 },
      },
    },
  ]);
  if (!outcome) return 'joined';
  if (outcome.failed[0]) return 'invite';
  if (outcome.failed[1]) return 'member';
  return 'company';
}

/** How a change of admins moves the company's count; the count never goes under one. */
function adminCountUpdate(companyId: string, change: number): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: { _id: companyKey(companyId) },
      UpdateExpression: 'ADD adminCount :change',
      ConditionExpression: change < 0 ? 'adminCount > :one' : 'attribute_exists(#id)',
      ...(change < 0 ? {} : { ExpressionAttributeNames: { '#id': '_id' } }),
      ExpressionAttributeValues: { ':change': change, ...(change < 0 ? { ':one': 1 } : {}) },
    },
  };
}

/** 'changed': the member left or changed role meanwhile; 'last-admin': they are the company's last admin. */
export type MemberWriteOutcome = 'saved' | 'changed' | 'last-admin';

/** Writes the member's new role and limit over the member as read. */
export async function updateMember(read: MemberRecord, next: MemberRecord): Promise<MemberWriteOutcome> {
  const change = (next.role === 'admin' ? 1 : 0) - (read.role === 'admin' ? 1 : 0);
  const outcome = await transact([
    {
      Put: {
        TableName: table(),
        Item: memberItem(next),
        ConditionExpression: 'memberOf = :company AND #role = :role',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':company': read.companyId, ':role': read.role },
      },
    },
    ...(change === 0 ? [] : [adminCountUpdate(read.companyId, change)]),
  ]);
  if (!outcome) return 'saved';
  return outcome.failed[0] ? 'changed' : 'last-admin';
}

/** Removes a member; the last admin only with `lastAdminMayLeave` (an application that was declined, so it can apply again). */
export async function removeMember(read: MemberRecord, lastAdminMayLeave = false): Promise<MemberWriteOutcome> {
  const outcome = await transact([
    {
      Delete: {
        TableName: table(),
        Key: { _id: memberKey(read.userId) },
        ConditionExpression: 'memberOf = :company AND #role = :role',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':company': read.companyId, ':role': read.role },
      },
    },
    ...(read.role === 'admin' && !lastAdminMayLeave ? [adminCountUpdate(read.companyId, -1)] : []),
  ]);
  if (!outcome) return 'saved';
  return outcome.failed[0] ? 'changed' : 'last-admin';
}
