import { useState } from 'react';
import type { Member, MemberPatch, MemberRole } from '@functions/trade/contract/trade-account';
import { formatPrice } from '../../../lib/format';

interface MembersTableProps {
  members: Member[];
  /** The caller: an admin edits roles and limits and removes members; anyone may leave. */
  me: { userId: string; role: MemberRole };
  busy: boolean;
  onUpdate(userId: string, patch: MemberPatch): void;
  onRemove(member: Member): void;
}

/** Dollars typed in a field, as cents; empty is no limit, anything else unreadable is undefined. */
export function dollarsToCents(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const dollars = Number(text);
  return Number.isFinite(dollars) && dollars >= 0 ? Math.round(dollars * 100) : undefined;
}

/** The members of the caller's company, with their roles and approval limits. */
export function MembersTable({ members, me, busy, onUpdate, onRemove }: MembersTableProps) {
  const isAdmin = me.role === 'admin';
  return (
    <table className="w-full text-left" aria-label="Members">
      <thead>
        <tr className="border-b border-slate-200">
          <th className="py-2">Name</th>
          {isAdmin ? <th className="py-2">Email</th> : null}
          <th className="py-2">Role</th>
          <th className="py-2">Approval limit</th>
          <th className="py-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} me={me} isAdmin={isAdmin} busy={busy} onUpdate={onUpdate} onRemove={onRemove} />
        ))}
      </tbody>
    </table>
  );
}

function MemberRow({ member, me, isAdmin, busy, onUpdate, onRemove }: Omit<MembersTableProps, 'members'> & { member: Member; isAdmin: boolean }) {
  const [limit, setLimit] = useState(member.approvalLimitCents === undefined ? '' : String(member.approvalLimitCents / 100));
  const limitCents = dollarsToCents(limit);
  const isMe = member.userId === me.userId;
  return (
    <tr className="border-b border-slate-100">
      <td className="py-2">
        {member.name}
        {isMe ? ' (you)' : ''}
      </td>
      {isAdmin ? <td className="py-2">{member.email}</td> : null}
      <td className="py-2">
        {isAdmin ? (
          <select
            aria-label={`Role of ${member.name}`}
            className="input"
            value={member.role}
            disabled={busy}
            onChange={(event) => onUpdate(member.userId, { role: event.target.value as MemberRole })}
          >
            <option value="admin">Admin</option>
            <option value="buyer">Buyer</option>
          </select>
        ) : member.role === 'admin' ? (
          'Admin'
        ) : (
          'Buyer'
        )}
      </td>
      <td className="py-2">
        {isAdmin ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (limitCents !== undefined) onUpdate(member.userId, { approvalLimitCents: limitCents });
            }}
          >
            <input
              aria-label={`Approval limit of ${member.name} in dollars`}
              className="input w-28"
              inputMode="decimal"
              placeholder="No limit"
              value={limit}
              aria-invalid={limitCents === undefined ? true : undefined}
              onChange={(event) => setLimit(event.target.value)}
            />
            <button type="submit" className="btn btn-outline" disabled={busy || limitCents === undefined}>
              Save
            </button>
          </form>
        ) : member.approvalLimitCents === undefined ? (
          'No limit'
        ) : (
          formatPrice(member.approvalLimitCents)
        )}
      </td>
      <td className="py-2">
        {isAdmin || isMe ? (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onRemove(member)}>
            {isMe ? 'Leave' : 'Remove'}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
