/**
 * Runs DynamoDB Local (the official emulator) from the jar shipped inside the npm package
 * `amplify-dynamodb-simulator`, so nothing is downloaded at run time. Java 17 runs it.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startManagedProcess, waitUntilReady } from './managed-process.js';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local-credentials.js';

export interface DynamoDbLocalOptions {
  port: number;
  /** Folder for the database file; omit to keep everything in memory. */
  dbPath?: string;
}

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/** A client for DynamoDB Local; credentials and region are ignored because it runs with -sharedDb. */
export function localDynamoDbClient(endpoint: string, maxAttempts = 3): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'local', credentials: LOCAL_CREDENTIALS, maxAttempts });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const endpoint = `http://localhost:${options.port}`;
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  const args = [
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
    '-port',
    String(options.port),
    // One database for every access key and region, so the handlers, the seed and any tool agree.
    '-sharedDb',
    '-disableTelemetry',
    ...storage,
  ];
  const java = startManagedProcess('DynamoDB Local', 'java', args, { cwd: emulatorDir(), stopSignal: 'SIGTERM' });
  const stop = () => java.stop(STOP_TIMEOUT_MS);

  const client = localDynamoDbClient(endpoint, 1);
  try {
    await waitUntilReady(
      `DynamoDB Local on port ${options.port}`,
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { timeoutMs: START_TIMEOUT_MS, process: java },
    );
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, stop };
}
