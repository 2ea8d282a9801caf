/**
 * Fresh accounts for the parts of the benchmark that place orders. The shop lets an account hold at
 * most MAX_UNPAID_ORDERS unpaid orders (functions/orders/domain/order-limits.ts), so a part that places
 * more spreads them over accounts of its own, each used for at most that many.
 */
import { randomUUID } from 'node:crypto';
import { MAX_UNPAID_ORDERS } from '../../functions/orders/domain/order-limits.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { signIn } from './bench-context.js';

export { MAX_UNPAID_ORDERS };

/** Sign-ins at a time while the pool is made (the Auth emulator and the API server share 2 cores). */
const SIGN_IN_CONCURRENCY = 4;

/** A new account, signed up in the Auth emulator and logged in to the API; `label` names its part. */
export function benchAccount(label: string) {
  return { email: `${label}-${randomUUID()}@tools.test`, password: `${label}-1234`, displayName: `Bench ${label}` };
}

/** `count` new signed-in accounts named after `label`. */
export async function benchAccountPool(stack: LocalStack, label: string, count: number): Promise<Awaited<ReturnType<typeof signIn>>[]> {
  const accounts = Array.from({ length: count }, () => benchAccount(label));
  const signedIn: Awaited<ReturnType<typeof signIn>>[] = [];
  for (let start = 0; start < accounts.length; start += SIGN_IN_CONCURRENCY)
    signedIn.push(...(await Promise.all(accounts.slice(start, start + SIGN_IN_CONCURRENCY).map((account) => signIn(stack, account)))));
  return signedIn;
}
