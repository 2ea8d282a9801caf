import type { User } from '@functions/accounts/contract/user';

const NOT_SET = 'not set yet';

interface ProfileDetailsProps {
  name: string;
  email: string;
  profile?: Partial<Pick<User, 'education' | 'location' | 'phone' | 'linkedin'>>;
}

/** The profile as stored; an empty field reads 'not set yet'. */
export function ProfileDetails({ name, email, profile }: ProfileDetailsProps) {
  const rows: [string, string | undefined][] = [
    ['Name', name],
    ['Email', email],
    ['Education', profile?.education],
    ['Location', profile?.location],
    ['Phone', profile?.phone],
    ['Linkedin', profile?.linkedin],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className={`break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>{value || NOT_SET}</dd>
        </div>
      ))}
    </dl>
  );
}
