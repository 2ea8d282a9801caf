/** What list-audit-log validates: built on its first request (see createHandler). */
export { auditLogQuerySchema as query } from '../../../platform/contract/audit.js';
