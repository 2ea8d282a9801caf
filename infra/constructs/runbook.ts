/**
 * The sections of docs/runbook.md, one per alarm kind: every alarm's description links its section,
 * so the person an alarm wakes reads what it means and what to do. test/infra/monitoring.test.ts
 * checks that each anchor is a heading of docs/runbook.md.
 */
export const RUNBOOK_SECTIONS = {
  apiErrors: 'api-5xx-rate',
  latency: 'p99-latency',
  functionErrors: 'function-error-rate',
  webhookFailures: 'webhook-failures',
  paymentFailures: 'payment-failures',
  jobHeartbeat: 'job-heartbeat',
  dynamoThrottles: 'dynamodb-throttles-and-system-errors',
  backupFailures: 'backup-job-failures',
  emailBounces: 'email-bounce-rate',
  emailComplaints: 'email-complaint-rate',
  emailsWaiting: 'emails-waiting',
  failureQueue: 'failure-queue',
  streamAge: 'stream-iterator-age',
  functionThrottles: 'function-throttles',
  paymentAfterCancel: 'payment-after-cancel',
} as const;

export type RunbookSection = keyof typeof RUNBOOK_SECTIONS;

/** `https://github.com/<repo>/blob/main/docs/runbook.md#<anchor>`, or the repository path without a repository. */
export function runbookLink(section: RunbookSection, githubRepository?: string): string {
  const base = githubRepository ? `https://github.com/${githubRepository}/blob/main/docs/runbook.md` : 'docs/runbook.md';
  return `${base}#${RUNBOOK_SECTIONS[section]}`;
}
