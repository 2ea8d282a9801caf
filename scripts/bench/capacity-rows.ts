/**
 * The DynamoDB capacity rows: each hot request's consumed capacity with 100 and with 10,000 tools
 * and orders in the tables, which must be the same (no request may read more as the shop grows).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { unpaidCounterKey } from '../../functions/accounts/store/unpaid-orders-repository.js';
import { documentClient } from '../../functions/platform/db.js';
import { handlerEnvironment } from '../../infra/local/local-config.js';
import { progress, type BenchContext } from './bench-context.js';
import { fillTables } from './bulk-load.js';
import { capacityPerRequest, type SendRequest } from './capacity-per-request.js';
import { recordConsumedCapacity, type CapacityReading } from './capacity-recorder.js';
import { callInProcess } from './in-process-handlers.js';
import { verdict, type Row } from './report-table.js';

const SMALL_TABLES = 100;
const LARGE_TABLES = 10_000;

const describeCapacity = (reading: CapacityReading) => `${reading.capacityUnits} CU (${reading.commands.join(' + ').replaceAll('Command', '')})`;

export async function capacityRows({ stack, loader, customer, requests }: BenchContext): Promise<Row[]> {
  const send: SendRequest = (request) => callInProcess(request, customer.token);
  const tables = { tools: stack.settings.tableNames.tools, orders: stack.settings.tableNames.orders };
  // The handlers run in this process, configured as the stack's functions are: the recorder sits on their own document client.
  Object.assign(process.env, handlerEnvironment(stack.settings));
  const recorder = recordConsumedCapacity(documentClient());
  // The customer's count of unpaid orders, as an account has it from its first order on (its
  // first order ever also reads its unpaid orders to start the count): at 0 before each measurement.
  const unpaidCountAtZero = () =>
    loader.send(new PutCommand({ TableName: stack.settings.tableNames.users, Item: { _id: unpaidCounterKey(customer.uid), unpaidOrders: 0 } }));
  try {
    progress(`Loading ${SMALL_TABLES} tools and orders...`);
    await fillTables(loader, tables, { from: 0, to: SMALL_TABLES }, customer);
    await unpaidCountAtZero();
    const small = await capacityPerRequest(requests, send, recorder);
    progress(`Loading up to ${LARGE_TABLES} tools and orders...`);
    await fillTables(loader, tables, { from: SMALL_TABLES, to: LARGE_TABLES }, customer);
    await unpaidCountAtZero();
    const large = await capacityPerRequest(requests, send, recorder);
    return requests.map((request) => {
      const atSmall = small.get(request.label)!;
      const atLarge = large.get(request.label)!;
      return {
        measure: `${request.label} DynamoDB capacity, ${SMALL_TABLES} / ${LARGE_TABLES.toLocaleString('en')} items`,
        value: `${describeCapacity(atSmall)} / ${describeCapacity(atLarge)}`,
        budget: 'same at both sizes',
        // Nothing recorded means nothing was measured: a FAIL, not a match.
        verdict: verdict(atSmall.capacityUnits > 0 && atSmall.capacityUnits === atLarge.capacityUnits && atSmall.commands.join() === atLarge.commands.join()),
      };
    });
  } finally {
    recorder.detach();
  }
}
