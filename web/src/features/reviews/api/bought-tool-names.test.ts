import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBoughtToolNames } from './bought-tool-names';

const runtimeConfig = {
  apiUrl: 'http://api.test',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  paymentMode: 'local',
  localPaymentUrl: 'http://pay.test',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake GET /myorder/{email}: two pages of orders in every status. */
function serveOrders() {
  const pages: Record<string, unknown> = {
    '': {
      orders: [
        { lines: [{ product_name: 'Drill' }], status: 'paid' },
        { lines: [{ product_name: 'Saw' }], status: 'Not paid' },
      ],
      nextCursor: 'page-2',
    },
    'page-2': {
      orders: [
        { lines: [{ product_name: 'Anvil' }, { product_name: 'Clamp' }], status: 'delivered' },
        { lines: [{ product_name: 'Drill' }], status: 'delivered' },
        { lines: [{ product_name: 'Vise' }], status: 'cancelled' },
      ],
    },
  };
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://web.test');
    if (url.pathname === '/runtime-config.json') return json(runtimeConfig);
    return json(pages[url.searchParams.get('cursor') ?? '']);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchBoughtToolNames', () => {
  it('offers each tool of every line of a paid or delivered order once, from every page, and no unpaid or cancelled one', async () => {
    const fetchMock = serveOrders();
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetchBoughtToolNames('ada@tools.test')).resolves.toEqual(['Anvil', 'Clamp', 'Drill']);

    const orderCalls = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/myorder/'));
    expect(orderCalls).toHaveLength(2);
    expect(orderCalls[0]).toContain('/myorder/ada%40tools.test?limit=100');
  });
});
