/** What invite-trade-member validates: built on its first request (see createHandler). */
export { inviteSchema as body } from '../trade-account.js';
export { idempotencyHeaderSchema as headers } from '../../../platform/contract/params.js';
