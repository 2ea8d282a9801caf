/**
 * Reads a DynamoDB Local table's stream and hands each batch of records to a function as the
 * DynamoDBStreamEvent Lambda would get, with Lambda's retry rule for `batchItemFailures`: the batch
 * is handed over again from the first failed record, so nothing is skipped.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local-credentials.js';

export interface StreamPollerOptions {
  dynamoDb: DynamoDBClient;
  endpoint: string;
  tableName: string;
  invoke(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | void>;
  /** Pause between reads when nothing is new. @default 250 */
  idleMs?: number;
  /** Pause before a failed batch is handed over again. @default 1000 */
  retryMs?: number;
  log?: (line: string) => void;
}

export interface StreamPoller {
  stop(): Promise<void>;
  /**
   * Resolves once every record the stream held when it was called has been handed over and
   * accepted (a whole pass started after the call read each shard to its end and found no new
   * shard), with the number of batches delivered meanwhile. Tests use it to know the triggers are idle.
   */
  drained(): Promise<number>;
}

/** The pollers running in this process (a test asks them all whether they are idle: allPollersDrained). */
const livePollers = new Set<StreamPoller>();

/** One drain of every poller running in this process; resolves with the batches they delivered meanwhile. */
export async function allPollersDrained(): Promise<number> {
  const delivered = await Promise.all([...livePollers].map((poller) => poller.drained()));
  return delivered.reduce((sum, count) => sum + count, 0);
}

const READ_LIMIT = 100;

/** Where the next read of a shard starts; a fresh iterator is taken for every read. */
type ShardPosition = { type: 'TRIM_HORIZON' } | { type: 'AFTER_SEQUENCE_NUMBER' | 'AT_SEQUENCE_NUMBER'; sequenceNumber: string };

interface ShardState {
  position: ShardPosition;
  closed: boolean;
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { Table } = await options.dynamoDb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
  const shards = new Map<string, ShardState>();
  let stopped = false;
  /** The pass under way (counted from 1), the batches delivered so far, and who waits for a clean pass. */
  let pass = 0;
  let deliveredBatches = 0;
  const drainWaiters: { afterPass: number; deliveredAtCall: number; resolve(delivered: number): void; reject(error: Error): void }[] = [];
  let wake: (() => void) | undefined;
  /** Ends the pause when nothing was new early, for a drain asked meanwhile (a retry's pause is kept). */
  let wakeIdle: (() => void) | undefined;
  const pause = (ms: number, idle = false) =>
    new Promise<void>((resolve) => ((wake = resolve), (wakeIdle = idle ? resolve : undefined), setTimeout(resolve, ms)));

  const iteratorAt = async (shardId: string, position: ShardPosition) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: position.type as ShardIteratorType,
          SequenceNumber: position.type === 'TRIM_HORIZON' ? undefined : position.sequenceNumber,
        }),
      )
    ).ShardIterator;

  const readShard = async (shardId: string, position: ShardPosition) => {
    const iterator = await iteratorAt(shardId, position);
    if (!iterator) return { records: [], closed: true };
    const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: READ_LIMIT }));
    return { records: Records, closed: NextShardIterator === undefined };
  };

  /**
   * Shards open at start are read from their end (what happened before is not re-sent); shards
   * found later from their start. Every read takes a fresh iterator from a sequence number:
   * DynamoDB Local refuses an iterator kept from a read of an empty shard once records arrive.
   */
  /** Whether it found a shard it did not know. */
  async function discoverShards(skipExisting: boolean): Promise<boolean> {
    let found = false;
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || shards.has(shard.ShardId)) continue;
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      if (closed && skipExisting) continue;
      let position: ShardPosition = { type: 'TRIM_HORIZON' };
      for (;;) {
        const records: StreamRecord[] = skipExisting ? (await readShard(shard.ShardId, position)).records : [];
        const last: string | undefined = records.at(-1)?.dynamodb?.SequenceNumber;
        if (!last) break;
        position = { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: last };
      }
      shards.set(shard.ShardId, { position, closed: false });
      found = true;
    }
    return found;
  }

  /** 'idle': nothing new; 'caught-up': delivered all the shard held when read; 'more': a full batch, more may wait; 'retry': a batch failed. */
  async function pollShard(shardId: string, state: ShardState): Promise<'idle' | 'caught-up' | 'more' | 'retry'> {
    if (state.closed) return 'idle';
    const { records, closed } = await readShard(shardId, state.position);
    if (records.length === 0) {
      state.closed = closed;
      return 'idle';
    }
    const failedAt = await deliver(records);
    if (failedAt === undefined) {
      state.position = { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber ?? '' };
      deliveredBatches++;
      return records.length < READ_LIMIT ? 'caught-up' : 'more';
    }
    state.position = { type: 'AT_SEQUENCE_NUMBER', sequenceNumber: failedAt };
    await pause(options.retryMs ?? 1000);
    return 'retry';
  }

  /** The sequence number to hand over again from, or undefined when the batch went through. */
  async function deliver(records: StreamRecord[]): Promise<string | undefined> {
    const first = records[0]?.dynamodb?.SequenceNumber;
    try {
      const result = await options.invoke({ Records: records.map((record) => lambdaRecord(record, streamArn as string)) });
      const failures = (result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
      if (failures.length === 0) return undefined;
      const position = Math.min(...failures.map((id) => records.findIndex((record) => record.dynamodb?.SequenceNumber === id)).filter((index) => index >= 0));
      return records[Number.isFinite(position) ? position : 0]?.dynamodb?.SequenceNumber ?? first;
    } catch (error) {
      options.log?.(`stream handler failed, retrying the batch: ${(error as Error).message}`);
      return first;
    }
  }

  await discoverShards(true);
  const loop = (async () => {
    while (!stopped) {
      pass++;
      let busy = false;
      let clean = true;
      try {
        for (const [shardId, state] of shards) {
          const outcome = await pollShard(shardId, state);
          busy = outcome !== 'idle' || busy;
          clean = (outcome === 'idle' || outcome === 'caught-up') && clean;
        }
        if (clean) clean = !(await discoverShards(false));
      } catch (error) {
        clean = false;
        options.log?.(`stream poller: ${(error as Error).message}`);
      }
      if (clean) settleDrainWaiters(pass);
      if (!busy && !stopped) await pause(options.idleMs ?? 250, true);
    }
    for (const waiter of drainWaiters.splice(0)) waiter.reject(new Error(`the ${options.tableName} stream poller stopped before it had drained`));
  })();

  /** A pass that read every shard to its end (nothing failed, no shard new) drains everything written before it started. */
  function settleDrainWaiters(cleanPass: number): void {
    for (let i = drainWaiters.length - 1; i >= 0; i--) {
      const waiter = drainWaiters[i]!;
      if (waiter.afterPass >= cleanPass) continue;
      drainWaiters.splice(i, 1);
      waiter.resolve(deliveredBatches - waiter.deliveredAtCall);
    }
  }

  const poller: StreamPoller = {
    async stop() {
      stopped = true;
      livePollers.delete(poller);
      wake?.();
      await loop;
      streams.destroy();
    },
    drained() {
      if (stopped) return Promise.reject(new Error(`the ${options.tableName} stream poller is stopped`));
      // The pass under way may have read a shard before the call: only a pass started later counts.
      const drained = new Promise<number>((resolve, reject) => drainWaiters.push({ afterPass: pass, deliveredAtCall: deliveredBatches, resolve, reject }));
      wakeIdle?.();
      return drained;
    },
  };
  livePollers.add(poller);
  return poller;
}

/** A stream record in the shape Lambda's DynamoDB event source delivers it. */
function lambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const data = record.dynamodb;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? 'local',
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: data?.ApproximateCreationDateTime ? Math.floor(data.ApproximateCreationDateTime.getTime() / 1000) : undefined,
      Keys: data?.Keys as never,
      NewImage: data?.NewImage as never,
      OldImage: data?.OldImage as never,
      SequenceNumber: data?.SequenceNumber,
      SizeBytes: data?.SizeBytes,
      StreamViewType: data?.StreamViewType,
    },
  };
}
