import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MAX_PRICE_IDS } from '@functions/trade/contract/trade-account';
import { fakeApi } from '../../../test/fake-api';
import { PRICE_IDS_PER_REQUEST, priceIdBatches, tradePricesQueryOptions } from './trade-queries';

describe('trade prices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks at most the contract's number of tools a request, each tool once, sorted", () => {
    expect(PRICE_IDS_PER_REQUEST).toBe(MAX_PRICE_IDS);
    const ids = Array.from({ length: 230 }, (_, i) => `tool-${String(i).padStart(3, '0')}`);
    const batches = priceIdBatches([...ids].reverse().concat(ids.slice(0, 5)));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 30]);
    expect(batches.flat()).toEqual(ids);
  });

  it('converts the answered dollars to cents, breaks included, and keeps them under the user’s trade key', async () => {
    const { callsTo } = fakeApi({
      'get-trade-prices': () => ({
        body: {
          prices: [
            { toolId: 'vise', unitPrice: 10.6, priceBreaks: [{ minQuantity: 20, unitPrice: 9.45 }] },
            { toolId: 'saw', unitPrice: 0.29 },
          ],
        },
      }),
    });
    const options = tradePricesQueryOptions('uid-ada', ['saw', 'vise']);
    expect(options.queryKey).toEqual(['trade', 'prices', 'uid-ada', 'saw', 'vise']);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual([
      { toolId: 'vise', unitPriceCents: 1060, priceBreaks: [{ minQuantity: 20, unitPriceCents: 945 }] },
      { toolId: 'saw', unitPriceCents: 29 },
    ]);
    expect(callsTo('get-trade-prices')[0]!.url.searchParams.get('ids')).toBe('saw,vise');
  });
});
