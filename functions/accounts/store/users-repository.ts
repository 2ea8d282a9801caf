/** Keyed by the ID token's `sub`; the email follows the account, so no write finds its user by email. */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed } from '../../platform/db.js';
import { auditPut, type AuditNote } from '../../platform/audit-trail.js';
import { isUnpaidCounterKey } from './unpaid-orders-repository.js';
import type { Page } from '../../platform/cursor.js';
import { NEWEST_INDEX, USERS_BY_EMAIL_INDEX } from '../../platform/table-names.js';
import type { ProfileInput, Role, User } from '../contract/user.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';
import { readNewestFirst } from '../../platform/newest-first.js';

export const USER_LIST_KEY = 'user';

const userReader = loadedBesideFirstRead(() => import('../contract/stored/user.js'));
const readingUsers = async () => (await userReader()).readUser;

const roleOf = (item: Record<string, unknown>): Role => (item.role === 'admin' ? 'admin' : 'user');

export async function getUserRole(userId: string): Promise<Role | undefined> {
  const { Item } = await db.get({
    TableName: tableName('users'),
    Key: { _id: userId },
    ProjectionExpression: '#role, #id',
    ExpressionAttributeNames: { '#role': 'role', '#id': '_id' },
  });
  return Item ? roleOf(Item) : undefined;
}

/** An address moved between accounts has two rows: the one signed in last holds it now. */
export async function getRoleByEmail(email: string): Promise<Role | undefined> {
  const { Items } = await db.query({
    TableName: tableName('users'),
    IndexName: USERS_BY_EMAIL_INDEX,
    KeyConditionExpression: 'email = :email',
    ExpressionAttributeValues: { ':email': email },
    ScanIndexForward: false,
    Limit: 1,
  });
  const item = Items?.[0];
  return item ? roleOf(item) : undefined;
}

/** Undefined for a counter's key too: unpaid-order counters share this table. */
export async function getUser(userId: string): Promise<User | undefined> {
  if (isUnpaidCounterKey(userId)) return undefined;
  const { Item } = await db.get({ TableName: tableName('users'), Key: { _id: userId } });
  return Item ? (await readingUsers())(Item) : undefined;
}

export const listNewestUsers = (limit: number, cursor?: string): Promise<Page<User>> =>
  readNewestFirst({ table: 'users', index: NEWEST_INDEX, partition: { key: 'listKey', value: USER_LIST_KEY }, reader: readingUsers }, limit, cursor);

export interface SignedInIdentity {
  uid: string;
  email: string;
  name: string;
}

/** One update keyed by `sub`: `listKey` and `createdAt` only if absent, the name only when the provider has one, the role never. */
export async function upsertSignedInUser(identity: SignedInIdentity, now: Date): Promise<void> {
  const name = identity.name ? '#name = :name' : '#name = if_not_exists(#name, :name)';
  await db.update({
    TableName: tableName('users'),
    Key: { _id: identity.uid },
    UpdateExpression: `SET email = :email, signedInAt = :now, ${name}, listKey = if_not_exists(listKey, :listKey), createdAt = if_not_exists(createdAt, :now)`,
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':email': identity.email, ':name': identity.name, ':listKey': USER_LIST_KEY, ':now': now.toISOString() },
  });
}

/** False when there is no such user. */
export async function updateUserProfile(userId: string, profile: Pick<ProfileInput, 'education' | 'location' | 'phone' | 'linkedin'>): Promise<boolean> {
  return (
    (await updateExistingUser(userId, {
      UpdateExpression: 'SET education = :education, #location = :location, phone = :phone, linkedin = :linkedin',
      ExpressionAttributeNames: { '#location': 'location' },
      ExpressionAttributeValues: {
        ':education': profile.education,
        ':location': profile.location,
        ':phone': profile.phone,
        ':linkedin': profile.linkedin,
      },
    })) !== undefined
  );
}

/** Makes an existing user an admin, with its audit entry in the same transaction; false when there is no such user. */
export async function setAdminRole(userId: string, audit: AuditNote): Promise<boolean> {
  try {
    await db.transactWrite({
      TransactItems: [
        {
          Update: {
            TableName: tableName('users'),
            Key: { _id: userId },
            UpdateExpression: 'SET #role = :admin',
            ConditionExpression: 'attribute_exists(#id)',
            ExpressionAttributeNames: { '#role': 'role', '#id': '_id' },
            ExpressionAttributeValues: { ':admin': 'admin' satisfies Role },
          },
        },
        auditPut(audit),
      ],
    });
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

interface UserUpdate {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** The user's attributes after the update, or undefined when there is no such user. */
async function updateExistingUser(userId: string, update: UserUpdate): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await db.update({
      TableName: tableName('users'),
      Key: { _id: userId },
      ...update,
      ConditionExpression: 'attribute_exists(#id)',
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#id': '_id' },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes ?? {};
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}
