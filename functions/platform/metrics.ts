/**
 * CloudWatch embedded metric format: written as a log line, so no API call. Powertools Metrics loads
 * beside the request's first DynamoDB call (every count follows one), not at init.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';
import { loadedBesideFirstRead } from './beside-first-read.js';

export const BUSINESS_METRICS = ['OrdersPlaced', 'PaymentsRecorded', 'EmailsFailed'] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

const powertoolsMetrics = loadedBesideFirstRead(() => import('@aws-lambda-powertools/metrics'));
let metrics: Metrics | undefined;

/** Written at once: a function may stop right after its answer. */
export async function countBusinessEvent(name: BusinessMetric): Promise<void> {
  const { Metrics, MetricUnit } = await powertoolsMetrics();
  metrics ??= new Metrics({ namespace: process.env.METRICS_NAMESPACE ?? 'Storefront' });
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
