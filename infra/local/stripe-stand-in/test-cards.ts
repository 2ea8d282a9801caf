/**
 * Stripe's documented test cards and test PaymentMethods, and what confirming with them does.
 * https://docs.stripe.com/testing
 */
export type CardOutcome =
  /** `disputed`: the payment succeeds, then the cardholder disputes it (Stripe's 4000 0000 0000 0259). */
  | { kind: 'success'; brand: string; last4: string; disputed?: boolean }
  | { kind: 'decline'; code: string; declineCode?: string; message: string; brand: string; last4: string };

const declined = (declineCode: string, message: string, code = 'card_declined') => ({ code, declineCode, message });

const CARD_NUMBERS: Record<
  string,
  { brand: string } & ({ result: 'success'; disputed?: boolean } | { result: 'decline'; code: string; declineCode?: string; message: string })
> = {
  '4242424242424242': { brand: 'visa', result: 'success' },
  '4000056655665556': { brand: 'visa', result: 'success' },
  '5555555555554444': { brand: 'mastercard', result: 'success' },
  '4000000000000259': { brand: 'visa', result: 'success', disputed: true },
  '4000000000000002': { brand: 'visa', result: 'decline', ...declined('generic_decline', 'Your card was declined.') },
  '4000000000009995': { brand: 'visa', result: 'decline', ...declined('insufficient_funds', 'Your card has insufficient funds.') },
  '4000000000009987': { brand: 'visa', result: 'decline', ...declined('lost_card', 'Your card was declined.') },
  '4000000000000069': { brand: 'visa', result: 'decline', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { brand: 'visa', result: 'decline', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** Test PaymentMethod ids (server-side confirmation, like `payment_method: 'pm_card_visa'`). */
const PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_createDispute: '4000000000000259',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export function cardNumberOfPaymentMethod(paymentMethodId: string): string | undefined {
  return PAYMENT_METHODS[paymentMethodId];
}

export interface CardInput {
  number: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
}

export type CardInputProblem = { code: string; message: string; param: string };

/** The checks Stripe makes before a card reaches the issuer (format, Luhn, expiry, CVC). */
export function cardInputProblem(card: CardInput, now = new Date()): CardInputProblem | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  if (card.expMonth !== undefined) {
    const month = Number(card.expMonth);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
    }
  }
  if (card.expYear !== undefined) {
    const rawYear = Number(card.expYear);
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    if (!Number.isInteger(rawYear) || year < now.getUTCFullYear()) {
      return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
    }
    if (card.expMonth !== undefined && year === now.getUTCFullYear() && Number(card.expMonth) < now.getUTCMonth() + 1) {
      return { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
    }
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return undefined;
}

export function cardOutcome(rawNumber: string): CardOutcome {
  const number = rawNumber.replace(/[\s-]/g, '');
  const last4 = number.slice(-4);
  const known = CARD_NUMBERS[number];
  if (!known) {
    return {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      brand: 'unknown',
      last4,
    };
  }
  if (known.result === 'success') return { kind: 'success', brand: known.brand, last4, ...(known.disputed && { disputed: true }) };
  return { kind: 'decline', code: known.code, declineCode: known.declineCode, message: known.message, brand: known.brand, last4 };
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
