/**
 * The card form in the cloud: Stripe Elements. This module (and with it Stripe.js) is loaded only
 * when the pay page needs it; the card details go from the browser to Stripe, never to our API.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { PaymentProviderError } from '../api/payment-provider-error';
import type { ConfirmCard } from '../use-pay-order';

interface StripeCardFormProps {
  publishableKey: string;
  billing: { name: string; email: string };
  onPay: (confirmCard: ConfirmCard) => void;
  paying: boolean;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={loadStripeOnce(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ billing, onPay, paying }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async (clientSecret) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) throw new PaymentProviderError(error.message ?? 'Your card was declined.');
      if (paymentIntent.status !== 'succeeded') throw new PaymentProviderError('The payment was not completed. Please try again.');
      return paymentIntent.id;
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Card</span>
        <div className="input">
          <CardElement options={{ hidePostalCode: true }} onChange={(event) => setComplete(event.complete)} />
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={!stripe || !complete || paying}>
        {paying ? 'Paying…' : 'Pay'}
      </button>
    </form>
  );
}
