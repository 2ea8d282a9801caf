/**
 * Runs the manifest's triggers locally, the way the cloud does: a 'schedule' trigger on a timer, a
 * 'table-stream' trigger from the table's stream. Each one only calls "invoke function X with
 * event E", so another runner can take the same list.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { TriggerDefinition } from '../../functions/manifest.js';
import type { TableKey } from '../../functions/platform/table-definitions.js';
import { constructIdOf } from '../constructs/http-api.js';
import { startStreamPoller } from './stream-poller.js';

export type Invoke = (handler: string, event: unknown) => Promise<unknown>;

/** A trigger's function in the synthesized stack, by construct path (infra/constructs/trigger-functions.ts). */
export const triggerFunctionName = (handler: string): string => `Triggers/${constructIdOf(handler)}/Function`;

export interface LocalTriggersOptions {
  triggers: readonly TriggerDefinition[];
  invoke: Invoke;
  dynamoDb: DynamoDBClient;
  dynamoDbEndpoint: string;
  tableNames: Record<TableKey, string>;
  /** Overrides every schedule's period; 0 turns the schedules off (the tests run them by hand). */
  scheduleEveryMs?: number;
  log?: (line: string) => void;
}

export interface Stoppable {
  stop(): Promise<void>;
}

/** The event EventBridge sends a scheduled rule's target. */
export function scheduledEvent(now = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString(),
    region: 'local',
    resources: ['arn:aws:events:local:000000000000:rule/local-schedule'],
    detail: {},
  };
}

export function startSchedule(everyMs: number, run: () => Promise<unknown>, log: (line: string) => void): Stoppable {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(run).catch((error: unknown) => log(`scheduled run failed: ${(error as Error).message}`));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export async function startLocalTriggers(options: LocalTriggersOptions): Promise<Stoppable> {
  const log = options.log ?? (() => {});
  const running: Stoppable[] = [];
  try {
    for (const trigger of options.triggers) {
      const { handler } = trigger;
      if (trigger.trigger.kind === 'schedule') {
        const everyMs = options.scheduleEveryMs ?? trigger.trigger.everyMinutes * 60_000;
        if (everyMs > 0)
          running.push(
            startSchedule(
              everyMs,
              () => options.invoke(handler, scheduledEvent()),
              (line) => log(`[${handler}] ${line}`),
            ),
          );
      } else {
        running.push(
          await startStreamPoller({
            dynamoDb: options.dynamoDb,
            endpoint: options.dynamoDbEndpoint,
            tableName: options.tableNames[trigger.trigger.table],
            invoke: (event) => options.invoke(handler, event) as Promise<DynamoDBBatchResponse | void>,
            log: (line) => log(`[${handler}] ${line}`),
          }),
        );
      }
    }
  } catch (error) {
    await Promise.all(running.map((trigger) => trigger.stop()));
    throw error;
  }
  return { stop: async () => void (await Promise.all(running.map((trigger) => trigger.stop()))) };
}
