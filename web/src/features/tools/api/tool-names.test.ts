import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTool } from '../../../test/builders';
import { fakeApi, pageOf } from '../../../test/fake-api';
import { fetchAllToolNames } from './tool-names';

/** The API holding `count` tools, served a page at a time with the x-next-cursor header. */
function serveTools(count: number) {
  const tools = Array.from({ length: count }, (_, i) => aTool({ _id: `t${i}`, name: `Tool ${String(i).padStart(3, '0')}` }));
  return fakeApi({
    'list-home-tools': ({ url }) => {
      const page = pageOf(tools, url, 6);
      return { body: page.items, headers: page.headers };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAllToolNames', () => {
  it('reaches every tool by following the cursor to the last page', async () => {
    const { callsTo } = serveTools(250);

    const names = await fetchAllToolNames();

    expect(names).toHaveLength(250);
    expect(names[0]).toBe('Tool 000');
    expect(names.at(-1)).toBe('Tool 249');
    const toolCalls = callsTo('list-home-tools');
    expect(toolCalls).toHaveLength(3);
    expect(toolCalls.every((call) => call.url.searchParams.get('limit') === '100')).toBe(true);
  });

  it('answers an empty list when there are no tools', async () => {
    serveTools(0);
    await expect(fetchAllToolNames()).resolves.toEqual([]);
  });
});
