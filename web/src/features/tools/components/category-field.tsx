import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { MAX_CATEGORY_LENGTH } from '@functions/catalog/contract/product-input';
import { FormField } from '../../../components/form-field';

interface CategoryFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The categories in use, suggested as the admin types. */
  categories: readonly string[];
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The product forms' Category: free text, suggesting the categories already in use. */
export function CategoryField({ categories, ...input }: CategoryFieldProps) {
  const listId = useId();
  return (
    <>
      <FormField label="Category" list={listId} maxLength={MAX_CATEGORY_LENGTH} hint="Empty: General" {...input} />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </>
  );
}

/** An empty Category means "none given" (the tool is in General), not an empty name. */
export const toCategory = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
