import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from '@functions/platform/contract/zod';
import { profileSchema, type ProfileInput, type User } from '@functions/accounts/contract/user';
import { FormField } from '../../../components/form-field';

type EditableField = 'education' | 'location' | 'phone' | 'linkedin';

const EDITABLE_FIELDS: { name: EditableField; label: string; type: string; autoComplete: string }[] = [
  { name: 'education', label: 'Education', type: 'text', autoComplete: 'off' },
  { name: 'location', label: 'Location', type: 'text', autoComplete: 'address-level2' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'linkedin', label: 'Linkedin', type: 'text', autoComplete: 'url' },
];

interface ProfileFormProps {
  name: string;
  email: string;
  current?: Partial<Pick<User, EditableField>>;
  submitting: boolean;
  onSubmit(profile: ProfileInput): void;
}

/** The profile edit form: name and email read-only, the four profile fields required. */
export function ProfileForm({ name, email, current, submitting, onSubmit }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      education: current?.education ?? '',
      location: current?.location ?? '',
      phone: current?.phone ?? '',
      linkedin: current?.linkedin ?? '',
      user_name: name,
      email,
    },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Update your information" className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" readOnly className="[&_input]:bg-slate-100" {...register('user_name')} />
      <FormField label="Email" type="email" readOnly className="[&_input]:bg-slate-100" {...register('email')} />
      {EDITABLE_FIELDS.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Saving…' : 'Update'}
        </button>
      </div>
    </form>
  );
}
