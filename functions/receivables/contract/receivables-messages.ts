/** What receiving a payment answers. No zod here: functions read it at init (the schemas: receivables.ts). */
export const AMOUNT_MESSAGE = 'amountCents must be a whole number of cents more than 0';
export const REFERENCE_MESSAGE = 'Reference must be 1 to 60 characters';
export const RECEIVED_ON_MESSAGE = 'receivedOn must be a date (YYYY-MM-DD) not in the future';
export const NOTHING_DUE_MESSAGE = 'This invoice is paid';
