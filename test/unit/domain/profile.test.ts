import { describe, expect, it } from 'vitest';
import { getProfile, updateProfile } from '../../../functions/domain/profile.js';
import type { User } from '../../../functions/schemas/user.js';
import { customer, otherCustomer } from '../support/api.js';
import { aUser } from '../support/fixtures.js';

const profile = { education: 'BSc', location: 'Dhaka', phone: '01234567890', linkedin: 'https://linkedin.com/in/casey' };

function fakeUsers(users: User[]) {
  const rows = new Map(users.map((user) => [user.email, { ...user }]));
  return {
    rows,
    deps: {
      getUser: async (email: string) => rows.get(email),
      updateUserProfile: async (email: string, fields: typeof profile) => {
        const row = rows.get(email);
        if (!row) return false;
        rows.set(email, { ...row, ...fields });
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
    const { deps } = fakeUsers([aUser(), aUser({ email: otherCustomer.email })]);
    await expect(getProfile(deps, customer, otherCustomer.email)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers 404 when the caller has no row', async () => {
    await expect(getProfile(fakeUsers([]).deps, customer, customer.email)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('updateProfile', () => {
  it("sets the four fields on the caller's row and ignores user_name", async () => {
    const { deps, rows } = fakeUsers([aUser()]);
    await updateProfile(deps, customer, { ...profile, user_name: 'Someone Else', email: customer.email });
    expect(rows.get(customer.email)).toMatchObject({ ...profile, name: customer.name });
  });

  it('refuses a body email that is not the caller', async () => {
    const { deps, rows } = fakeUsers([aUser(), aUser({ email: otherCustomer.email })]);
    await expect(updateProfile(deps, customer, { ...profile, email: otherCustomer.email })).rejects.toMatchObject({ statusCode: 403 });
    expect(rows.get(otherCustomer.email)).not.toHaveProperty('education');
  });

  it('answers 404 when the caller has no row', async () => {
    await expect(updateProfile(fakeUsers([]).deps, customer, profile)).rejects.toMatchObject({ statusCode: 404 });
  });
});
