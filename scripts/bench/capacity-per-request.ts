/** What each hot request consumes in DynamoDB capacity, one request at a time so nothing else is counted. */
import type { CapacityReading, CapacityRecorder } from './capacity-recorder.js';
import type { HotRequest } from './hot-endpoints.js';

/** Sends the request and answers its HTTP status. */
export type SendRequest = (request: HotRequest) => Promise<number>;

export async function capacityPerRequest(
  requests: readonly HotRequest[],
  send: SendRequest,
  recorder: CapacityRecorder,
): Promise<Map<string, CapacityReading>> {
  const readings = new Map<string, CapacityReading>();
  for (const request of requests) {
    recorder.take();
    const status = await send(request);
    if (status < 200 || status > 299) throw new Error(`${request.label} answered ${status} while its capacity was measured`);
    readings.set(request.label, recorder.take());
  }
  return readings;
}
