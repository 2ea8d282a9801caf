import { describe, expect, it } from 'vitest';
import { addProduct } from '../../../../functions/catalog/domain/add-product.js';
import type { AuditNote } from '../../../../functions/platform/audit-trail.js';
import type { Tool } from '../../../../functions/catalog/contract/tool.js';
import { admin } from '../../support/api.js';

const clock = { newId: () => 'new-id', now: () => new Date('2024-05-01T12:00:00.000Z') };

describe('addProduct', () => {
  it('stores the tool under a new id with its creation time', async () => {
    const saved: Omit<Tool, 'rating'>[] = [];
    const audits: AuditNote[] = [];
    const input = { name: 'Saw', desc: 'Sharp', available: 10, minimum: 1, price: 9.99, img: '/saw.png' };
    const putNewTool = async (t: Omit<Tool, 'rating'>, audit: AuditNote) => (saved.push(t), audits.push(audit), 'saved' as const);
    const tool = await addProduct({ ...clock, putNewTool, getSkuClaim: async () => undefined, getTool: async () => undefined }, admin, input);
    const { price: _dollars, ...rest } = input;
    expect(saved).toEqual([{ _id: 'new-id', ...rest, priceCents: 999, sku: 'NEWID', orderMultiple: 1, createdAt: '2024-05-01T12:00:00.000Z' }]);
    expect(audits).toEqual([
      {
        at: '2024-05-01T12:00:00.000Z',
        actor: { uid: admin.uid, email: admin.email },
        action: 'add-product',
        target: { kind: 'product', id: 'new-id', label: 'Saw' },
        after: input,
      },
    ]);
    expect(tool).toEqual({ ...saved[0], rating: { average: 0, count: 0 } });
  });
});
