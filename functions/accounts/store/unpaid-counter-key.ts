/**
 * The partition-key prefix of the accounts' counters of unpaid orders in the users table
 * (`unpaid#<userId>`, repositories/unpaid-orders-repository.ts). The manifest grants the writes of
 * those counters on this prefix only (IAM's dynamodb:LeadingKeys), so no function that moves a
 * counter may write a user record.
 */
export const UNPAID_COUNTER_PREFIX = 'unpaid#';
