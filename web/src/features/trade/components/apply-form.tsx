import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from '@functions/platform/contract/zod';
import { applySchema, type ApplyInput } from '@functions/trade/contract/trade-account';
import { FormField } from '../../../components/form-field';

interface ApplyFormProps {
  submitting: boolean;
  onSubmit(input: ApplyInput): void;
}

/** The trade account application: the company's name, tax id, address and phone, and a note. */
export function ApplyForm({ submitting, onSubmit }: ApplyFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof applySchema>, unknown, ApplyInput>({
    resolver: zodResolver(applySchema),
    defaultValues: { companyName: '', taxId: '', address: '', number: '', note: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Apply for a trade account" className="grid gap-4 sm:grid-cols-2">
      <FormField label="Company name" autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
      <FormField label="Tax id (optional)" autoComplete="off" error={errors.taxId?.message} {...register('taxId')} />
      <FormField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <FormField label="Phone number" type="tel" autoComplete="tel" error={errors.number?.message} {...register('number')} />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="trade-note" className="font-medium text-slate-800">
          Note (optional)
        </label>
        <textarea id="trade-note" className="input min-h-24" aria-invalid={errors.note ? true : undefined} {...register('note')} />
        {errors.note?.message ? <p className="text-sm font-medium text-red-700">{errors.note.message}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Sending…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
