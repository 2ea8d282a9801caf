import { tableName } from '../shared/config.js';
import { db, isConditionalCheckFailed } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX, USERS_BY_ID_INDEX } from '../shared/table-definitions.js';
// The read-back schema (and zod) load on first use, keeping them out of the handlers' module init.
import type { ProfileInput, Role, User } from '../schemas/user.js';

export const USER_LIST_KEY = 'user';

export async function getUserRole(email: string): Promise<Role | undefined> {
  const { Item } = await db.get({ TableName: tableName('users'), Key: { email }, ProjectionExpression: '#role, email', ExpressionAttributeNames: { '#role': 'role' } });
  if (!Item) return undefined;
  return Item.role === 'admin' ? 'admin' : 'user';
}

export async function getUser(email: string): Promise<User | undefined> {
  const { Item } = await db.get({ TableName: tableName('users'), Key: { email } });
  const { userSchema } = await import('../schemas/user.js');
  return Item ? userSchema.parse(Item) : undefined;
}

/** The email (the table key) of the user with this `_id`, via users.byId. */
export async function findUserEmailById(id: string): Promise<string | undefined> {
  const { Items } = await db.query({
    TableName: tableName('users'),
    IndexName: USERS_BY_ID_INDEX,
    KeyConditionExpression: '#id = :id',
    ExpressionAttributeNames: { '#id': '_id' },
    ExpressionAttributeValues: { ':id': id },
  });
  const email = Items?.[0]?.email;
  return typeof email === 'string' ? email : undefined;
}

export async function listNewestUsers(limit: number, cursor?: string): Promise<Page<User>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('users'),
    IndexName: NEWEST_INDEX,
    KeyConditionExpression: 'listKey = :listKey',
    ExpressionAttributeValues: { ':listKey': USER_LIST_KEY },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['email', 'listKey', 'createdAt'], { listKey: USER_LIST_KEY }),
  });
  const { userSchema } = await import('../schemas/user.js');
  return { items: (Items ?? []).map((item) => userSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}

export interface SignedInIdentity {
  uid: string;
  email: string;
  name: string;
}

/**
 * Creates the user on first sign-in, in one update keyed by email. `_id`, `listKey` and `createdAt`
 * are set only if absent; the name follows the identity provider when it has one (it is empty until
 * a new account's display name is set); the role is never touched.
 */
export async function upsertSignedInUser(identity: SignedInIdentity, now: Date): Promise<void> {
  const name = identity.name ? '#name = :name' : '#name = if_not_exists(#name, :name)';
  await db.update({
    TableName: tableName('users'),
    Key: { email: identity.email },
    UpdateExpression: `SET #id = if_not_exists(#id, :uid), ${name}, listKey = if_not_exists(listKey, :listKey), createdAt = if_not_exists(createdAt, :now)`,
    ExpressionAttributeNames: { '#id': '_id', '#name': 'name' },
    ExpressionAttributeValues: { ':uid': identity.uid, ':name': identity.name, ':listKey': USER_LIST_KEY, ':now': now.toISOString() },
  });
}

/** Sets the profile fields of an existing user; false when there is no such user. */
export async function updateUserProfile(email: string, profile: Pick<ProfileInput, 'education' | 'location' | 'phone' | 'linkedin'>): Promise<boolean> {
  return updateExistingUser(email, {
    UpdateExpression: 'SET education = :education, #location = :location, phone = :phone, linkedin = :linkedin',
    ExpressionAttributeNames: { '#location': 'location' },
    ExpressionAttributeValues: {
      ':education': profile.education,
      ':location': profile.location,
      ':phone': profile.phone,
      ':linkedin': profile.linkedin,
    },
  });
}

/** Makes an existing user an admin; false when there is no such user. */
export async function setAdminRole(email: string): Promise<boolean> {
  return updateExistingUser(email, {
    UpdateExpression: 'SET #role = :admin',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':admin': 'admin' satisfies Role },
  });
}

interface UserUpdate {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

async function updateExistingUser(email: string, update: UserUpdate): Promise<boolean> {
  try {
    await db.update({
      TableName: tableName('users'),
      Key: { email },
      ConditionExpression: 'attribute_exists(email)',
      ...update,
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
