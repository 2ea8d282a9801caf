import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from '@functions/platform/contract/zod';
import { FormField } from '../../../components/form-field';
import type { CardDetails } from '../api/local-card-payment';

const cardSchema = z.object({
  number: z.string().check(
    z.trim(),
    z.minLength(1, 'Card number is required'),
    z.refine((value) => /^\d{12,19}$/.test(value.replace(/[\s-]/g, '')), 'Enter the card number (12 to 19 digits)'),
  ),
  expiry: z
    .string()
    .check(z.trim(), z.minLength(1, 'Expiry date is required'), z.regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry date as MM/YY')),
  cvc: z.string().check(z.trim(), z.minLength(1, 'CVC is required'), z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC')),
});
type CardFormValues = z.infer<typeof cardSchema>;

export function toCardDetails(values: CardFormValues): CardDetails {
  const [month = '', year = ''] = values.expiry.split('/').map((part) => part.trim());
  return { number: values.number.replace(/[\s-]/g, ''), expMonth: month, expYear: year, cvc: values.cvc };
}

/**
 * The plain card form of the local run (the stand-in plays Stripe). Test cards:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 9995 and 4000 0000 0000 0002 are declined.
 */
export function LocalCardForm({ onPay, paying }: { onPay: (card: CardDetails) => void; paying: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues>({ resolver: zodResolver(cardSchema), mode: 'onTouched', defaultValues: { number: '', expiry: '', cvc: '' } });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => onPay(toCardDetails(values)))(event)} className="flex flex-col gap-4">
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/34"
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <FormField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" error={errors.cvc?.message} {...register('cvc')} />
      </div>
      <p className="text-sm text-slate-600">Local test mode: no real card is charged.</p>
      <button type="submit" className="btn btn-primary" disabled={paying}>
        {paying ? 'Paying…' : 'Pay'}
      </button>
    </form>
  );
}
