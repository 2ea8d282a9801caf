import { describe, expect, it } from 'vitest';
import { logIn, type LoginDeps } from '../../../../functions/accounts/domain/login.js';
import { UnauthorizedError } from '../../../../functions/platform/errors.js';
import type { VerifiedIdentity } from '../../../../functions/accounts/gateways/identity-token.js';

const identity: VerifiedIdentity = { uid: 'uid-1', email: 'casey@tools.test', name: 'Casey', emailVerified: true };

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

  describe('with a users store keyed by user id, as the table is', () => {
    interface Row {
      email: string;
      role?: 'admin';
    }
    function storeLogin(rows: Record<string, Row>, verified: VerifiedIdentity) {
      const { deps } = fakeLogin(verified);
      deps.upsertSignedInUser = async ({ uid, email }) => {
        rows[uid] = { ...rows[uid], email };
      };
      return deps;
    }

    it('gives a new account on an address another account used before a token of its own, and none of the old role', async () => {
      const rows: Record<string, Row> = { 'uid-old': { email: identity.email, role: 'admin' } };
      const deps = storeLogin(rows, { uid: 'uid-new', email: identity.email, name: 'Newcomer', emailVerified: true });

      await expect(logIn(deps, { idToken: 'good-id-token', email: identity.email })).resolves.toBe('app-token-for-uid-new');

      expect(rows).toEqual({ 'uid-old': { email: identity.email, role: 'admin' }, 'uid-new': { email: identity.email } });
    });

    it('keeps the role of an account whose email changed, under its new email', async () => {
      const rows: Record<string, Row> = { 'uid-1': { email: 'old@tools.test', role: 'admin' } };
      const deps = storeLogin(rows, identity);

      await expect(logIn(deps, { idToken: 'good-id-token', email: identity.email })).resolves.toBe('app-token-for-uid-1');

      expect(rows).toEqual({ 'uid-1': { email: identity.email, role: 'admin' } });
    });
  });

  it("answers 403 when the body email is not the token's", async () => {
    const { deps } = fakeLogin();
    await expect(logIn(deps, { idToken: 'good-id-token', email: identity.email, bodyEmail: 'someone@tools.test' })).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
