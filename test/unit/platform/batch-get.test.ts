import '../support/env.js';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMany } from '../../../functions/platform/batch-get.js';
import { ddb, sent, useMockedDynamoDb } from '../support/dynamo.js';

const keys = (...ids: string[]) => ids.map((_id) => ({ _id }));
const found = (...ids: string[]) => ({ Responses: { tools: ids.map((_id) => ({ _id, name: `Tool ${_id}` })) } });
const leftUnprocessed = (...ids: string[]) => ({ UnprocessedKeys: { tools: { Keys: keys(...ids) } } });

describe('reading many keys of a table in batches', () => {
  useMockedDynamoDb();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks 100 keys a batch, the batches side by side, and answers every item found', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => `t${index}`);
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: { tools: { Keys: { _id: string }[] } } }) => ({
      Responses: { tools: input.RequestItems.tools.Keys.filter(({ _id }) => _id !== 't7') },
    }));

    const items = await getMany('tools', keys(...ids));

    expect(sent(BatchGetCommand).map((input) => input.RequestItems!.tools!.Keys!.length)).toEqual([100, 100, 50]);
    expect(items.map((item) => item._id).sort()).toEqual(ids.filter((id) => id !== 't7').sort());
  });

  it('asks the keys a throttled table left unprocessed again, only after a pause', async () => {
    vi.useFakeTimers();
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ ...found('a'), ...leftUnprocessed('b', 'c') })
      .resolvesOnce({ ...found('b'), ...leftUnprocessed('c') })
      .resolvesOnce(found('c'));

    const reading = getMany('tools', keys('a', 'b', 'c'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(BatchGetCommand)).toHaveLength(1);
    await vi.runAllTimersAsync();

    expect((await reading).map((item) => item._id)).toEqual(['a', 'b', 'c']);
    expect(sent(BatchGetCommand).map((input) => input.RequestItems!.tools!.Keys)).toEqual([keys('a', 'b', 'c'), keys('b', 'c'), keys('c')]);
  });

  it('fails rather than answer short when keys stay unprocessed', async () => {
    vi.useFakeTimers();
    ddb.on(BatchGetCommand).resolves(leftUnprocessed('a'));

    const reading = getMany('tools', keys('a'));
    const failure = expect(reading).rejects.toThrow('BatchGetItem left 1 keys of tools unprocessed');
    await vi.runAllTimersAsync();
    await failure;
    expect(sent(BatchGetCommand)).toHaveLength(5);
  });
});
