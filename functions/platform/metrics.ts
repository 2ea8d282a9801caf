/** CloudWatch embedded metric format: written as a log line, so no API call. */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const BUSINESS_METRICS = ['OrdersPlaced', 'PaymentsRecorded', 'EmailsFailed'] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

let metrics: Metrics | undefined;

/** Written at once: a function may stop right after its answer. */
export function countBusinessEvent(name: BusinessMetric): void {
  metrics ??= new Metrics({ namespace: process.env.METRICS_NAMESPACE ?? 'Storefront' });
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
