import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_PRICE_BREAKS } from '@functions/catalog/contract/price-breaks';
import type { addProductSchema } from '@functions/catalog/contract/product-input';
import type * as z from '@functions/platform/contract/zod';
import { FormField } from '../../../components/form-field';
import { toNumber } from './to-number';

type ProductFormValues = z.input<typeof addProductSchema>;

interface PriceBreaksFieldsProps {
  control: Control<ProductFormValues, unknown, z.output<typeof addProductSchema>>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** A message the server gave for `priceBreaks` (an edit checked against the stored tool). */
  serverError?: string;
  className?: string;
}

/** The add and edit product forms' price breaks: up to 5 rows of 'From quantity' and 'Unit price', in rising order. */
export function PriceBreaksFields({ control, register, errors, serverError, className = '' }: PriceBreaksFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const listError = errors.priceBreaks?.root?.message ?? errors.priceBreaks?.message ?? serverError;
  return (
    <fieldset className={`flex flex-col gap-3 ${className}`.trim()} aria-describedby={listError ? 'price-breaks-error' : undefined}>
      <legend className="font-medium text-slate-800">Price breaks</legend>
      <p className="text-sm text-slate-600">A lower unit price from a quantity on; each row above the minimum order and the row before, and cheaper.</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-end gap-3">
          <FormField
            label={`Break ${index + 1}: from quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.priceBreaks?.[index]?.minQuantity?.message}
            {...register(`priceBreaks.${index}.minQuantity`, { setValueAs: toNumber })}
          />
          <FormField
            label={`Break ${index + 1}: unit price ($)`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            error={errors.priceBreaks?.[index]?.unitPrice?.message}
            {...register(`priceBreaks.${index}.unitPrice`, { setValueAs: toNumber })}
          />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(index)} aria-label={`Remove break ${index + 1}`}>
            Remove
          </button>
        </div>
      ))}
      {listError ? (
        <p id="price-breaks-error" role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {fields.length < MAX_PRICE_BREAKS ? (
        <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => append({ minQuantity: Number.NaN, unitPrice: Number.NaN })}>
          Add a price break
        </button>
      ) : null}
    </fieldset>
  );
}
