import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../../functions/accounts/domain/make-admin.js';
import type { AuditNote } from '../../../../functions/platform/audit-trail.js';
import type { User } from '../../../../functions/accounts/contract/user.js';
import { admin } from '../../support/api.js';

/** Users keyed by their user id, as the table is; the audit entries written with each change. */
function fakeUsers(rows: Record<string, { email: string; role?: 'admin' }>) {
  const audits: AuditNote[] = [];
  return {
    rows,
    audits,
    deps: {
      now: () => new Date('2024-05-01T12:00:00.000Z'),
      getUser: async (userId: string) => {
        const row = rows[userId];
        return row ? ({ _id: userId, name: 'Someone', createdAt: '2024-01-01T00:00:00.000Z', ...row } as User) : undefined;
      },
      setAdminRole: async (userId: string, audit: AuditNote) => {
        const row = rows[userId];
        if (!row) return false;
        row.role = 'admin';
        audits.push(audit);
        return true;
      },
    },
  };
}

describe('makeAdmin', () => {
  it('promotes the user with that id, and no other user with the same email, and records who did it', async () => {
    const { deps, rows, audits } = fakeUsers({ 'uid-1': { email: 'a@tools.test' }, 'uid-2': { email: 'a@tools.test' } });
    await expect(makeAdmin(deps, admin, 'uid-1')).resolves.toEqual({ email: 'a@tools.test', modifiedCount: 1 });
    expect(rows['uid-1']?.role).toBe('admin');
    expect(rows['uid-2']?.role).toBeUndefined();
    expect(audits).toEqual([
      {
        at: '2024-05-01T12:00:00.000Z',
        actor: { uid: admin.uid, email: admin.email },
        action: 'make-admin',
        target: { kind: 'user', id: 'uid-1', label: 'a@tools.test' },
        before: { role: 'user', email: 'a@tools.test' },
        after: { role: 'admin' },
      },
    ]);
  });

  it('answers modifiedCount 1 for a user who already is an admin, and writes nothing', async () => {
    const { deps, audits } = fakeUsers({ 'uid-1': { email: 'a@tools.test', role: 'admin' } });
    await expect(makeAdmin(deps, admin, 'uid-1')).resolves.toMatchObject({ modifiedCount: 1 });
    expect(audits).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    await expect(makeAdmin(fakeUsers({}).deps, admin, 'uid-1')).rejects.toMatchObject({ statusCode: 404 });
  });
});
