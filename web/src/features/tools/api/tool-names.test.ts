import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllToolNames } from './tool-names';

const runtimeConfig = {
  apiUrl: 'http://api.test',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  paymentMode: 'local',
  localPaymentUrl: 'http://pay.test',
};

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

/** A fake API holding `count` tools, served 100 a page with the x-next-cursor header. */
function serveTools(count: number) {
  const tools = Array.from({ length: count }, (_, i) => ({ _id: `t${i}`, name: `Tool ${String(i).padStart(3, '0')}` }));
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://web.test');
    if (url.pathname === '/runtime-config.json') return json(runtimeConfig);
    const limit = Number(url.searchParams.get('limit') ?? 6);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const next = start + limit;
    return json(tools.slice(start, next), next < tools.length ? { 'x-next-cursor': String(next) } : {});
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAllToolNames', () => {
  it('reaches every tool by following the cursor to the last page', async () => {
    const fetchMock = serveTools(250);
    vi.stubGlobal('fetch', fetchMock);

    const names = await fetchAllToolNames();

    expect(names).toHaveLength(250);
    expect(names[0]).toBe('Tool 000');
    expect(names.at(-1)).toBe('Tool 249');
    const toolCalls = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/hometools'));
    expect(toolCalls).toHaveLength(3);
    expect(toolCalls.every((url) => url.includes('limit=100'))).toBe(true);
  });

  it('answers an empty list when there are no tools', async () => {
    vi.stubGlobal('fetch', serveTools(0));
    await expect(fetchAllToolNames()).resolves.toEqual([]);
  });
});
