import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@functions/platform/contract/zod';
import { DEFAULT_LOW_STOCK_THRESHOLD, type ToolAnswer } from '@functions/catalog/contract/tool';
import { addProductSchema, editProductSchema, type AddProductInput, type EditProductInput } from '@functions/catalog/contract/product-input';
import { FormField } from '../../../components/form-field';
import { CategoryField, toCategory } from './category-field';
import { PriceBreaksFields } from './price-breaks-fields';
import { toNumber, toSku } from './to-number';
import { serverFieldErrors } from '../../../lib/server-field-errors';

interface EditProductFormProps {
  product: ToolAnswer;
  submitting: boolean;
  /** Only the fields whose value differs from the product's. */
  onSubmit(changes: EditProductInput): void;
  onCancel(): void;
  /** The last refused edit: a 400's `details` put their messages under the fields they name. */
  serverError?: unknown;
  /** The categories in use, suggested in Category. */
  categories?: readonly string[];
}

type NumberField = 'available' | 'minimum' | 'price' | 'lowStockThreshold' | 'orderMultiple' | 'maxPerOrder';
const NUMBER_FIELDS: { name: NumberField; label: string; step: string; hint?: string }[] = [
  { name: 'available', label: 'Available', step: '1' },
  { name: 'minimum', label: 'Minimum order', step: '1' },
  { name: 'price', label: 'Price per unit ($)', step: '0.01' },
  { name: 'lowStockThreshold', label: 'Low stock threshold', step: '1', hint: `Empty: ${DEFAULT_LOW_STOCK_THRESHOLD} units` },
  { name: 'orderMultiple', label: 'Pack size', step: '1' },
  { name: 'maxPerOrder', label: 'Max per order', step: '1', hint: 'Empty: no limit' },
];

const FIELDS = [
  'name',
  'sku',
  'category',
  'desc',
  'available',
  'minimum',
  'price',
  'img',
  'lowStockThreshold',
  'priceBreaks',
  'orderMultiple',
  'maxPerOrder',
] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The breaks as the form edits them: the API's dollars only. */
const formBreaks = (product: ToolAnswer) => (product.priceBreaks ?? []).map(({ minQuantity, unitPrice }) => ({ minQuantity, unitPrice }));

/** The fields of `edited` that differ from `product`. */
export function changedFields(product: ToolAnswer, edited: AddProductInput): EditProductInput {
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    // Max per order emptied: the limit taken off.
    if (field === 'maxPerOrder' && edited.maxPerOrder === undefined && product.maxPerOrder !== undefined) changes.maxPerOrder = null;
    if (edited[field] === undefined) continue;
    // A tool stored without breaks has the same (none) as an empty list.
    const before = field === 'priceBreaks' ? formBreaks(product) : product[field];
    if (!same(edited[field], before)) changes[field] = edited[field];
  }
  return changes as EditProductInput;
}

/** A tool's details, prefilled, validated like Add a product; sends only what changed. */
export function EditProductForm({ product, submitting, onSubmit, onCancel, serverError, categories = [] }: EditProductFormProps) {
  const id = useId();
  const fromServer = serverFieldErrors(serverError);
  const serverMessage = (field: string) => fromServer.find((detail) => detail.field === field)?.message;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<z.input<typeof addProductSchema>, unknown, AddProductInput>({
    resolver: zodResolver(addProductSchema),
    defaultValues: {
      name: product.name,
      sku: product.sku,
      category: product.category,
      desc: product.desc,
      available: product.available,
      minimum: product.minimum,
      price: product.price,
      img: product.img,
      lowStockThreshold: product.lowStockThreshold,
      priceBreaks: formBreaks(product),
      orderMultiple: product.orderMultiple,
      maxPerOrder: product.maxPerOrder,
    },
  });

  const submit = (edited: AddProductInput) => {
    const changes = changedFields(product, edited);
    const checked = editProductSchema.safeParse(changes);
    if (!checked.success) {
      setError('root', { message: checked.error.issues[0]?.message ?? 'Send at least one field to change' });
      return;
    }
    onSubmit(changes);
  };

  const descError = errors.desc?.message ?? serverMessage('desc');
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={`Edit ${product.name}`} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" className="sm:col-span-2" error={errors.name?.message ?? serverMessage('name')} {...register('name')} />
      <FormField label="SKU" error={errors.sku?.message ?? serverMessage('sku')} {...register('sku', { setValueAs: toSku })} />
      <CategoryField
        categories={categories}
        className="sm:col-span-2"
        error={errors.category?.message ?? serverMessage('category')}
        {...register('category', { setValueAs: toCategory })}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${id}-desc`} className="font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={`${id}-desc`}
          rows={3}
          className="input"
          aria-invalid={descError ? true : undefined}
          aria-describedby={descError ? `${id}-desc-error` : undefined}
          {...register('desc')}
        />
        {descError ? (
          <p id={`${id}-desc-error`} className="text-sm font-medium text-red-700">
            {descError}
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
          error={errors[field.name]?.message ?? serverMessage(field.name)}
          {...register(field.name, { setValueAs: toNumber })}
        />
      ))}
      <FormField
        label="Image URL"
        type="url"
        className="sm:col-span-2"
        placeholder="https://…"
        error={errors.img?.message ?? serverMessage('img')}
        {...register('img')}
      />
      <PriceBreaksFields control={control} register={register} errors={errors} serverError={serverMessage('priceBreaks')} className="sm:col-span-2" />
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
