import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../functions/domain/make-admin.js';

function fakeUsers(rows: Record<string, { email: string; role?: 'admin' }>) {
  return {
    rows,
    deps: {
      findUserEmailById: async (id: string) => rows[id]?.email,
      setAdminRole: async (email: string) => {
        const row = Object.values(rows).find((r) => r.email === email);
        if (!row) return false;
        row.role = 'admin';
        return true;
      },
    },
  };
}

describe('makeAdmin', () => {
  it('promotes the user with that id', async () => {
    const { deps, rows } = fakeUsers({ 'uid-1': { email: 'a@tools.test' } });
    await expect(makeAdmin(deps, 'uid-1')).resolves.toEqual({ email: 'a@tools.test', modifiedCount: 1 });
    expect(rows['uid-1']?.role).toBe('admin');
  });

  it('answers modifiedCount 1 for a user who already is an admin', async () => {
    const { deps } = fakeUsers({ 'uid-1': { email: 'a@tools.test', role: 'admin' } });
    await expect(makeAdmin(deps, 'uid-1')).resolves.toMatchObject({ modifiedCount: 1 });
  });

  it('answers 404 for an unknown id', async () => {
    await expect(makeAdmin(fakeUsers({}).deps, 'uid-1')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 404 when the row disappears between lookup and update', async () => {
    const deps = { findUserEmailById: async () => 'gone@tools.test', setAdminRole: async () => false };
    await expect(makeAdmin(deps, 'uid-1')).rejects.toMatchObject({ statusCode: 404 });
  });
});
