import { userSchema, type User } from '../user.js';

/** A stored user, checked against its schema: loaded beside the first read (users-repository.ts), so zod is not part of init. */
export const readUser = (item: unknown): User => userSchema.parse(item);
