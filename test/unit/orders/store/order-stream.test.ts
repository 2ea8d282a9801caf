import { describe, expect, it } from 'vitest';
import { batchResponse, forEachOrderChange, type OrderChange } from '../../../../functions/orders/store/order-stream.js';

const changes: OrderChange[] = ['100', '200', '300'].map((sequenceNumber) => ({ sequenceNumber }));

describe('the loop of the orders-stream triggers', () => {
  it('handles every change in order and reports no failure when all go well', async () => {
    const seen: string[] = [];
    const result = await forEachOrderChange(changes, async (change) => {
      seen.push(change.sequenceNumber);
    });
    expect(seen).toEqual(['100', '200', '300']);
    expect(result).toEqual({});
    expect(batchResponse(result.failedSequenceNumber)).toEqual({ batchItemFailures: [] });
  });

  it('stops at the first change that fails and answers its sequence number', async () => {
    const seen: string[] = [];
    const result = await forEachOrderChange(changes, async (change) => {
      seen.push(change.sequenceNumber);
      if (change.sequenceNumber !== '100') throw new Error('ProvisionedThroughputExceededException');
    });
    expect(seen).toEqual(['100', '200']);
    expect(result).toEqual({ failedSequenceNumber: '200' });
    expect(batchResponse(result.failedSequenceNumber)).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
  });

  it('goes on past a change to retry, answering the first such change even when a later one fails', async () => {
    const seen: string[] = [];
    const result = await forEachOrderChange(changes, async (change) => {
      seen.push(change.sequenceNumber);
      if (change.sequenceNumber === '200') return 'retry';
      if (change.sequenceNumber === '300') throw new Error('TimeoutError');
    });
    expect(seen).toEqual(['100', '200', '300']);
    expect(result).toEqual({ failedSequenceNumber: '200' });
  });
});
