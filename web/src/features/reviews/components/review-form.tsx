import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@functions/platform/contract/zod';
import { reviewSchema, type ReviewInput } from '@functions/reviews/contract/review';
import { FormField } from '../../../components/form-field';

interface ReviewFormProps {
  email: string;
  productNames: readonly string[];
  submitting: boolean;
  onSubmit(review: ReviewInput): void;
}

/** An empty number input means "missing" (SPEC's required message), not 0 or NaN. */
const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** A review of one tool: product, comment and a 1-5 star rating; the email is read-only. */
export function ReviewForm({ email, productNames, submitting, onSubmit }: ReviewFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reviewSchema>, unknown, ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { name: '', email, comment: '' },
  });
  const described = (field: 'name' | 'comment') => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a review" className="grid max-w-xl gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="font-medium text-slate-800">
          Product
        </label>
        <select id={`${id}-name`} className="input min-h-[2.625rem]" {...described('name')} {...register('name')}>
          <option value="">Choose a product</option>
          {productNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {errors.name ? (
          <p id={`${id}-name-error`} className="text-sm font-medium text-red-700">
            {errors.name.message}
          </p>
        ) : null}
      </div>
      <FormField label="Email" type="email" readOnly className="[&_input]:bg-slate-100" {...register('email')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="font-medium text-slate-800">
          Comment
        </label>
        <textarea id={`${id}-comment`} rows={4} className="input" {...described('comment')} {...register('comment')} />
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="text-sm font-medium text-red-700">
            {errors.comment.message}
          </p>
        ) : null}
      </div>
      <FormField
        label="Rating (1 to 5 stars)"
        type="number"
        inputMode="numeric"
        min={1}
        max={5}
        step={1}
        error={errors.star?.message}
        {...register('star', { setValueAs: toNumber })}
      />
      <div>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Sending…' : 'Add review'}
        </button>
      </div>
    </form>
  );
}
