/**
 * The review's data rules, on the local stack: public reads ignore query parameters they do not
 * read, a tool's image must be an https address or a path on the site (a bad one is a 400, never a
 * page's 500), public answers carry no `lowStockThreshold`, and text with a lone UTF-16 surrogate is
 * a 400 naming its field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';

let admin: SignedInUser;
let toolId: string;
beforeAll(async () => {
  admin = await seededAdmin();
  toolId = await addTool(admin.token, { lowStockThreshold: 7 });
});

describe('public reads and query parameters they do not read', () => {
  it('answers /catalog?x=1 the same as /catalog', async () => {
    const [plain, busted] = await Promise.all([callApi('GET', '/catalog'), callApi('GET', '/catalog?x=1')]);
    expect(busted.status).toBe(200);
    expect(busted.body).toEqual(plain.body);
  });

  it('answers /hometools?x=1&limit=2 as /hometools?limit=2', async () => {
    const [plain, busted] = await Promise.all([callApi('GET', '/hometools?limit=2'), callApi('GET', '/hometools?limit=2&x=1')]);
    expect(busted.status).toBe(200);
    expect(busted.body).toEqual(plain.body);
  });
});

describe("a tool's image address", () => {
  it.each(['https://', 'http://example.com/a.jpg', '//evil.example/a.jpg', 'javascript:alert(1)', 'images/a.jpg'])(
    'refuses %s with a 400 naming img',
    async (img) => {
      const response = await callApi<{ details?: { field: string; message: string }[] }>('POST', '/addaproduct', {
        auth: admin.token,
        body: { name: 'Bad image', desc: 'x', available: 1, minimum: 1, price: 1, img },
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ field: 'img', message: 'Image must be an https address or a path on this site' }]);
    },
  );

  it('accepts an https address with a host and a path on the site, and the tool page answers 200', async () => {
    const id = await addTool(admin.token, { img: 'https://images.example.com/wrench.jpg' });
    expect((await callApi('GET', `/tools/${encodeURIComponent(id)}`)).status).toBe(200);
    const edited = await callApi('PATCH', `/product/${encodeURIComponent(id)}`, { auth: admin.token, body: { img: 'https://' } });
    expect(edited.status).toBe(400);
  });
});

describe('the admin-only lowStockThreshold', () => {
  it('is in no public answer of the tool', async () => {
    const [tool, home] = await Promise.all([callApi('GET', `/purchase/${encodeURIComponent(toolId)}`), callApi('GET', '/hometools?limit=100')]);
    expect(tool.status).toBe(200);
    expect(JSON.stringify(tool.body)).not.toContain('lowStockThreshold');
    expect(JSON.stringify(home.body)).not.toContain('lowStockThreshold');
    const catalog = await callApi('GET', '/catalog');
    expect(JSON.stringify(catalog.body)).not.toContain('lowStockThreshold');
  });
});

describe('text with a lone UTF-16 surrogate', () => {
  it('is a 400 naming the field, for a tool name and for a nested field', async () => {
    const name = await callApi<{ details?: { field: string }[] }>('POST', '/addaproduct', {
      auth: admin.token,
      body: { name: 'Wrench \ud800', desc: 'x', available: 1, minimum: 1, price: 1, img: '/images/a.svg' },
    });
    expect(name.status).toBe(400);
    expect(name.body.details).toEqual([{ field: 'name', message: 'Must not contain a lone UTF-16 surrogate' }]);
    const nested = await callApi<{ details?: { field: string }[] }>('POST', '/orders', {
      auth: admin.token,
      body: { lines: [{ toolId: `x\udc00`, quantity: 1 }], address: '1 Lane', number: '0123456789' },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details?.[0]?.field).toBe('lines.0.toolId');
  });

  it('leaves a well-formed pair (an emoji) alone', async () => {
    const id = await addTool(admin.token, { name: `Wrench 🔧 ${Date.now()}` });
    expect(id).toBeTruthy();
  });
});
