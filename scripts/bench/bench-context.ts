/**
 * What the benchmark's parts share: the running local stack, a loader for its tables, the
 * signed-in customer and the hot requests, and the progress lines on stderr.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureAccount } from '../../infra/local/auth-emulator-client.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { callBenchApi } from './bench-api.js';
import type { SignedIn } from './cold-events.js';
import type { HotRequest } from './hot-endpoints.js';

export const BENCH_ACCOUNT = { email: 'bench-customer@tools.test', password: 'bench-customer-1234', displayName: 'Bench Customer' };
export const BENCH_ADMIN = { email: 'bench-admin@tools.test', password: 'bench-admin-1234', displayName: 'Bench Admin' };
/** The customer of the cold requests, whose orders (made fresh for each run) stay out of the other measurements. */
export const COLD_BENCH_CUSTOMER = { email: 'cold-bench-customer@tools.test', password: 'cold-bench-1234', displayName: 'Cold Bench Customer' };

export const progress = (line: string) => console.error(`[bench] ${line}`);

export interface BenchContext {
  stack: LocalStack;
  loader: DynamoDBDocumentClient;
  customer: SignedIn & { idToken: string };
  requests: HotRequest[];
}

/** An account in the stack's Auth emulator, logged in to the API: its ID token and app token. */
export async function signIn(stack: LocalStack, account: typeof BENCH_ACCOUNT): Promise<SignedIn & { idToken: string }> {
  const session = await ensureAccount(stack.urls.auth, account);
  const { token } = await callBenchApi<{ token: string }>(stack.urls.api, 'login', {
    token: session.idToken,
    params: { email: session.email },
    body: { email: session.email },
  });
  return { uid: session.localId, email: session.email, token, idToken: session.idToken };
}

/** The benchmark's admin (BENCH_ADMIN), signed in, with the admin role written into its user item. */
export async function signInAdmin(stack: LocalStack, loader: DynamoDBDocumentClient): Promise<SignedIn & { idToken: string }> {
  const admin = await signIn(stack, BENCH_ADMIN);
  await loader.send(
    new UpdateCommand({
      TableName: stack.settings.tableNames.users,
      Key: { _id: admin.uid },
      UpdateExpression: 'SET #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
  return admin;
}
