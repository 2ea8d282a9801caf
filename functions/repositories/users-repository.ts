import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../shared/config.js';
import { documentClient } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX, USERS_BY_ID_INDEX } from '../shared/table-definitions.js';
import { userSchema, type ProfileInput, type Role, type User } from '../schemas/user.js';

export const USER_LIST_KEY = 'user';

export async function getUserRole(email: string): Promise<Role | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('users'), Key: { email }, ProjectionExpression: '#role, email', ExpressionAttributeNames: { '#role': 'role' } }),
  );
  if (!Item) return undefined;
  return Item.role === 'admin' ? 'admin' : 'user';
}
