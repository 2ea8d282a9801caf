import { describe, expect, it } from 'vitest';
import { logIn, type LoginDeps } from '../../../functions/domain/login.js';
import { UnauthorizedError } from '../../../functions/shared/errors.js';
import type { VerifiedIdentity } from '../../../functions/shared/identity-token.js';

const identity: VerifiedIdentity = { uid: 'uid-1', email: 'casey@tools.test', name: 'Casey' };

function fakeLogin(verified: VerifiedIdentity | Error = identity) {
  const upserted: VerifiedIdentity[] = [];
  const deps: LoginDeps = {
    verifyIdToken: async (token) => {
      if (verified instanceof Error || token !== 'good-id-token') throw verified instanceof Error ? verified : new UnauthorizedError('Invalid ID token');
      return verified;
    },
    upsertSignedInUser: async (user) => void upserted.push(user),
    issueAppToken: async (caller) => `app-token-for-${caller.uid}`,
    now: () => new Date('2024-05-01T12:00:00.000Z'),
  };
  return { deps, upserted };
}

describe('logIn', () => {
  it('creates or refreshes the user and issues an app token', async () => {
    const { deps, upserted } = fakeLogin();
    await expect(logIn(deps, { idToken: 'good-id-token', email: 'Casey@Tools.test', bodyEmail: 'casey@tools.test' })).resolves.toBe('app-token-for-uid-1');
    expect(upserted).toEqual([identity]);
  });

  it('answers 401 without an ID token', async () => {
    const { deps, upserted } = fakeLogin();
    await expect(logIn(deps, { idToken: undefined, email: identity.email })).rejects.toMatchObject({ statusCode: 401 });
    expect(upserted).toEqual([]);
  });

  it('answers 401 when the ID token does not verify', async () => {
    const { deps, upserted } = fakeLogin();
    await expect(logIn(deps, { idToken: 'forged', email: identity.email })).rejects.toMatchObject({ statusCode: 401 });
    expect(upserted).toEqual([]);
  });

  it("answers 403 when the path email is not the token's", async () => {
    const { deps, upserted } = fakeLogin();
    await expect(logIn(deps, { idToken: 'good-id-token', email: 'someone@tools.test' })).rejects.toMatchObject({ statusCode: 403 });
    expect(upserted).toEqual([]);
  });

  it("answers 403 when the body email is not the token's", async () => {
    const { deps } = fakeLogin();
    await expect(logIn(deps, { idToken: 'good-id-token', email: identity.email, bodyEmail: 'someone@tools.test' })).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
