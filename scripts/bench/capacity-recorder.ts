/**
 * Records the DynamoDB capacity a document client's commands consume: a middleware, added only by
 * the benchmark and the perf tests, asks every command for ReturnConsumedCapacity TOTAL and adds up
 * what DynamoDB reports. The repositories stay as they are.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface CapacityReading {
  /** e.g. ['GetCommand', 'TransactWriteCommand'] */
  commands: string[];
  capacityUnits: number;
}

export interface CapacityRecorder {
  /** What was consumed since the last take (or since the recorder was attached). */
  take(): CapacityReading;
  detach(): void;
}

const MIDDLEWARE_NAME = 'benchConsumedCapacityRecorder';

function units(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): number {
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}

export function recordConsumedCapacity(client: DynamoDBDocumentClient): CapacityRecorder {
  let reading: CapacityReading = { commands: [], capacityUnits: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next({ ...args, input: { ...(args.input as object), ReturnConsumedCapacity: 'TOTAL' } });
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      reading.commands.push(context.commandName ?? 'unknown');
      reading.capacityUnits += units(output.ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
  return {
    take() {
      const taken = reading;
      reading = { commands: [], capacityUnits: 0 };
      return taken;
    },
    detach: () => void client.middlewareStack.remove(MIDDLEWARE_NAME),
  };
}
