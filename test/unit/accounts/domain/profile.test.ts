import { describe, expect, it } from 'vitest';
import { getProfile, updateProfile } from '../../../../functions/accounts/domain/profile.js';
import type { User } from '../../../../functions/accounts/contract/user.js';
import { customer, otherCustomer } from '../../support/api.js';
import { aUser } from '../../support/fixtures.js';

const profile = { education: 'BSc', location: 'Dhaka', phone: '01234567890', linkedin: 'https://linkedin.com/in/casey' };

function fakeUsers(users: User[]) {
  const rows = new Map(users.map((user) => [user._id, { ...user }]));
  return {
    rows,
    deps: {
      getUser: async (userId: string) => rows.get(userId),
      updateUserProfile: async (userId: string, fields: typeof profile) => {
        const row = rows.get(userId);
        if (!row) return false;
        rows.set(userId, { ...row, ...fields });
        return true;
      },
    },
  };
}

describe('getProfile', () => {
  it('gives the caller their own row', async () => {
    const { deps } = fakeUsers([aUser()]);
    await expect(getProfile(deps, customer, 'Customer@tools.test')).resolves.toMatchObject({ email: customer.email });
  });

  it("refuses another user's profile", async () => {
    const { deps } = fakeUsers([aUser(), aUser({ _id: otherCustomer.uid, email: otherCustomer.email })]);
    await expect(getProfile(deps, customer, otherCustomer.email)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('gives an account whose email changed its own row, and a new account on the old address nothing of it', async () => {
    const { deps } = fakeUsers([aUser({ email: 'old@tools.test', education: 'BSc' })]);
    await expect(getProfile(deps, customer, customer.email)).resolves.toMatchObject({ _id: customer.uid, education: 'BSc' });
    await expect(getProfile(deps, { uid: 'uid-newcomer', email: 'old@tools.test', name: 'N' }, 'old@tools.test')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 404 when the caller has no row', async () => {
    await expect(getProfile(fakeUsers([]).deps, customer, customer.email)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('updateProfile', () => {
  it("sets the four fields on the caller's row and ignores user_name", async () => {
    const { deps, rows } = fakeUsers([aUser()]);
    await updateProfile(deps, customer, { ...profile, user_name: 'Someone Else', email: customer.email });
    expect(rows.get(customer.uid)).toMatchObject({ ...profile, name: customer.name });
  });

  it('refuses a body email that is not the caller', async () => {
    const { deps, rows } = fakeUsers([aUser(), aUser({ _id: otherCustomer.uid, email: otherCustomer.email })]);
    await expect(updateProfile(deps, customer, { ...profile, email: otherCustomer.email })).rejects.toMatchObject({ statusCode: 403 });
    expect(rows.get(otherCustomer.uid)).not.toHaveProperty('education');
  });

  it('answers 404 when the caller has no row', async () => {
    await expect(updateProfile(fakeUsers([]).deps, customer, profile)).rejects.toMatchObject({ statusCode: 404 });
  });
});
