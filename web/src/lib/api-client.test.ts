import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchPage, setUnauthorizedHandler } from './api-client';

const runtimeConfig = {
  apiUrl: 'http://api.test/',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  paymentMode: 'local',
  localPaymentUrl: 'http://pay.test',
};

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(answer: Answer) {
  const requests: Array<{ url: string; headers: Record<string, string>; method: string; body?: string; cache?: RequestCache }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/runtime-config.json') return Response.json(runtimeConfig);
      requests.push({
        url,
        headers: init.headers as Record<string, string>,
        method: init.method ?? 'GET',
        body: init.body as string | undefined,
        cache: init.cache,
      });
      return answer(url, init);
    }),
  );
  return requests;
}

describe('apiFetch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the stored access token in the auth header and returns the JSON answer', async () => {
    localStorage.setItem('accessToken', 'app-token');
    const requests = stubFetch(() => Response.json({ insertedId: 'r1' }, { status: 201 }));
    await expect(apiFetch('/addareview', { method: 'POST', body: { star: 5 } })).resolves.toEqual({ insertedId: 'r1' });
    expect(requests).toEqual([
      {
        url: 'http://api.test/addareview',
        method: 'POST',
        body: '{"star":5}',
        headers: expect.objectContaining({ auth: 'bearer app-token', 'content-type': 'application/json' }),
        cache: 'no-store',
      },
    ]);
  });

  it('sends no auth header when there is no token', async () => {
    const requests = stubFetch(() => Response.json([]));
    await apiFetch('/hometools');
    expect(requests[0]?.headers).not.toHaveProperty('auth');
  });

  it("never lets the browser's HTTP cache answer for the API, even for a public read the edge may cache", async () => {
    const requests = stubFetch(() => Response.json([], { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } }));
    await apiFetch('/hometools');
    expect(requests[0]?.cache).toBe('no-store');
  });

  it("throws an ApiError with the server's status, message and details", async () => {
    stubFetch(() => Response.json({ message: 'Address is required', details: { field: 'address' } }, { status: 400 }));
    const error = await apiFetch('/purchase/t1', { method: 'PUT', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Address is required', details: { field: 'address' } });
  });

  it('throws an ApiError with status 0 and a clear message when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/hometools')).rejects.toMatchObject({ status: 0, message: 'Cannot reach the server. Check your connection and try again.' });
  });

  it('ends the session when the stored token is refused with 401', async () => {
    localStorage.setItem('accessToken', 'expired');
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => Response.json({ message: 'Token expired' }, { status: 401 }));
    await expect(apiFetch('/myorder/a%40b.c')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('does not end the session when a token passed for one call is refused', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => Response.json({ message: 'Invalid ID token' }, { status: 401 }));
    await expect(apiFetch('/login/a%40b.c', { method: 'PUT', body: {}, token: 'id-token' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    unregister();
  });
});

describe('apiFetchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the items and the next cursor from the x-next-cursor header', async () => {
    stubFetch(() => Response.json([{ _id: 'a' }], { headers: { 'x-next-cursor': 'abc' } }));
    await expect(apiFetchPage('/allproducts/?limit=1')).resolves.toEqual({ items: [{ _id: 'a' }], nextCursor: 'abc' });
  });

  it('has no next cursor on the last page', async () => {
    stubFetch(() => Response.json([]));
    await expect(apiFetchPage('/allproducts/')).resolves.toEqual({ items: [] });
  });
});
