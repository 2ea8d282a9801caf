import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@functions/platform/contract/zod';
import { addProductSchema, type AddProductInput } from '@functions/catalog/contract/product-input';
import { FormField } from '../../../components/form-field';
import { CategoryField, toCategory } from './category-field';
import { PriceBreaksFields } from './price-breaks-fields';
import { toNumber, toSku } from './to-number';

interface AddProductFormProps {
  submitting: boolean;
  onSubmit(product: AddProductInput): void;
  /** The categories in use, suggested in Category. */
  categories?: readonly string[];
}

const NUMBER_FIELDS: { name: 'available' | 'minimum' | 'price' | 'orderMultiple' | 'maxPerOrder'; label: string; step: string; hint?: string }[] = [
  { name: 'available', label: 'Available', step: '1' },
  { name: 'minimum', label: 'Minimum order', step: '1' },
  { name: 'price', label: 'Price per unit ($)', step: '0.01' },
  { name: 'orderMultiple', label: 'Pack size', step: '1', hint: 'Empty: 1 (sold singly)' },
  { name: 'maxPerOrder', label: 'Max per order', step: '1', hint: 'Empty: no limit' },
];

/** A new tool: every field required with the schema's messages; numbers are sent as numbers. */
export function AddProductForm({ submitting, onSubmit, categories = [] }: AddProductFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof addProductSchema>, unknown, AddProductInput>({
    resolver: zodResolver(addProductSchema),
    defaultValues: { name: '', desc: '', img: '' },
  });

  return (
    <form
      onSubmit={handleSubmit(({ priceBreaks, ...product }) => onSubmit(priceBreaks?.length ? { ...product, priceBreaks } : product))}
      noValidate
      aria-label="Add a product"
      className="grid max-w-2xl gap-4 sm:grid-cols-3"
    >
      <FormField label="Name" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
      <FormField label="SKU" hint="Empty: made from the id" error={errors.sku?.message} {...register('sku', { setValueAs: toSku })} />
      <CategoryField categories={categories} className="sm:col-span-3" error={errors.category?.message} {...register('category', { setValueAs: toCategory })} />
      <div className="flex flex-col gap-1 sm:col-span-3">
        <label htmlFor={`${id}-desc`} className="font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={`${id}-desc`}
          rows={3}
          className="input"
          aria-invalid={errors.desc ? true : undefined}
          aria-describedby={errors.desc ? `${id}-desc-error` : undefined}
          {...register('desc')}
        />
        {errors.desc ? (
          <p id={`${id}-desc-error`} className="text-sm font-medium text-red-700">
            {errors.desc.message}
          </p>
        ) : null}
      </div>
      {NUMBER_FIELDS.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          type="number"
          inputMode="decimal"
          min={0}
          step={field.step}
          hint={field.hint}
          error={errors[field.name]?.message}
          {...register(field.name, { setValueAs: toNumber })}
        />
      ))}
      <FormField label="Image URL" type="url" className="sm:col-span-3" placeholder="https://…" error={errors.img?.message} {...register('img')} />
      <PriceBreaksFields control={control} register={register} errors={errors} className="sm:col-span-3" />
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Adding…' : 'Add product'}
        </button>
      </div>
    </form>
  );
}
