/** IAM grants the counter writes on this prefix only (dynamodb:LeadingKeys), so no counter writer can touch a user record. */
export const UNPAID_COUNTER_PREFIX = 'unpaid#';
