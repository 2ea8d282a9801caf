import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../functions/domain/make-admin.js';

/** Users keyed by their user id, as the table is. */
function fakeUsers(rows: Record<string, { email: string; role?: 'admin' }>) {
  return {
    rows,
    deps: {
      setAdminRole: async (userId: string) => {
        const row = rows[userId];
        if (!row) return undefined;
        row.role = 'admin';
        return row.email;
      },
    },
  };
}

describe('makeAdmin', () => {
  it('promotes the user with that id, and no other user with the same email', async () => {
    const { deps, rows } = fakeUsers({ 'uid-1': { email: 'a@tools.test' }, 'uid-2': { email: 'a@tools.test' } });
    await expect(makeAdmin(deps, 'uid-1')).resolves.toEqual({ email: 'a@tools.test', modifiedCount: 1 });
    expect(rows['uid-1']?.role).toBe('admin');
    expect(rows['uid-2']?.role).toBeUndefined();
  });

  it('answers modifiedCount 1 for a user who already is an admin', async () => {
    const { deps } = fakeUsers({ 'uid-1': { email: 'a@tools.test', role: 'admin' } });
    await expect(makeAdmin(deps, 'uid-1')).resolves.toMatchObject({ modifiedCount: 1 });
  });

  it('answers 404 for an unknown id', async () => {
    await expect(makeAdmin(fakeUsers({}).deps, 'uid-1')).rejects.toMatchObject({ statusCode: 404 });
  });
});
