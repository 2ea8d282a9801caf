import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { confirmWithLocalStandIn } from '../api/local-card-payment';
import type { ConfirmCard } from '../use-pay-order';
import { LocalCardForm } from './local-card-form';

// Stripe.js and Elements load only with a card form on screen, and only in 'stripe' mode.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

interface CardPaymentFormProps {
  billing: { name: string; email: string };
  /** Given the way to confirm a client secret with the provider (Stripe.js, or the local stand-in under npm start). */
  onPay: (confirmCard: ConfirmCard) => void;
  paying: boolean;
}

/** The card form of the configured payment mode: one for the pay page and the statement's invoices. */
export function CardPaymentForm({ billing, onPay, paying }: CardPaymentFormProps) {
  const config = useQuery(runtimeConfigQueryOptions);
  if (config.isPending) return <Spinner label="Loading the card form" />;
  if (config.isError) return <ErrorMessage error={config.error} onRetry={() => void config.refetch()} />;
  const { paymentMode, stripePublishableKey, localPaymentUrl } = config.data;

  if (paymentMode === 'stripe' && stripePublishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form" />}>
        <StripeCardForm publishableKey={stripePublishableKey} billing={billing} onPay={onPay} paying={paying} />
      </Suspense>
    );
  }
  if (!localPaymentUrl) return <ErrorMessage error={new Error('Card payments are not configured (localPaymentUrl is missing).')} />;
  return (
    <LocalCardForm
      onPay={(card) => onPay((clientSecret) => confirmWithLocalStandIn(localPaymentUrl, clientSecret, card, stripePublishableKey))}
      paying={paying}
    />
  );
}
