import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from '@functions/platform/contract/zod';
import { emailField } from '@functions/platform/contract/fields';
import { MEMBER_ROLES, type InviteInput } from '@functions/trade/contract/trade-account';
import { FormField } from '../../../components/form-field';
import { dollarsToCents } from './members-table';

/** The form's own fields: the limit is typed in dollars and sent in cents. */
const inviteFormSchema = z.object({
  email: emailField,
  role: z.enum(MEMBER_ROLES),
  limit: z.string().check(z.refine((text) => dollarsToCents(text) !== undefined, 'Approval limit must be an amount in dollars, or empty')),
});

interface InviteFormProps {
  submitting: boolean;
  onSubmit(input: InviteInput): void;
}

/** A company admin invites an address as a buyer or an admin, with an optional approval limit. */
export function InviteForm({ submitting, onSubmit }: InviteFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof inviteFormSchema>, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: 'buyer', limit: '' },
  });

  return (
    <form
      noValidate
      aria-label="Invite a member"
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={handleSubmit((values) => {
        const cents = dollarsToCents(values.limit);
        onSubmit({ email: values.email, role: values.role, ...(typeof cents === 'number' && { approvalLimitCents: cents }) });
        reset();
      })}
    >
      <FormField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-role" className="font-medium text-slate-800">
          Role
        </label>
        <select id="invite-role" className="input" {...register('role')}>
          <option value="buyer">Buyer</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <FormField label="Approval limit in dollars (optional)" inputMode="decimal" error={errors.limit?.message} {...register('limit')} />
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
