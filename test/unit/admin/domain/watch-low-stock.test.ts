import '../../support/env.js';
import { describe, expect, it } from 'vitest';
import { watchLowStock, type StockImage, type ToolChange, type WatchLowStockDeps } from '../../../../functions/admin/domain/watch-low-stock.js';
import type { OutgoingEmail } from '../../../../functions/platform/email-sender.js';
import type { LowStockTool } from '../../../../functions/admin/store/sales-repository.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const admins = ['owner@tools.test'];

/**
 * The sales items' low-stock listings in memory, with the repository's contract: recordLowStock
 * answers whether the admins were already told of this fall (`alertedAt` kept until cleared).
 */
class LowStockStoreFake implements WatchLowStockDeps {
  readonly listings = new Map<string, LowStockTool & { alertedAt?: string }>();
  readonly sent: OutgoingEmail[] = [];
  failSends = 0;

  recordLowStock = async (tool: LowStockTool) => {
    const old = this.listings.get(tool.toolId);
    this.listings.set(tool.toolId, { ...old, ...tool });
    return { alerted: typeof old?.alertedAt === 'string' };
  };
  markLowStockAlerted = async (toolId: string, at: string) => {
    const listing = this.listings.get(toolId);
    if (listing) listing.alertedAt = at;
  };
  clearLowStock = async (toolId: string) => {
    this.listings.delete(toolId);
  };
  sendEmail = async (email: OutgoingEmail) => {
    if (this.failSends > 0) {
      this.failSends--;
      throw new Error('SES is unavailable');
    }
    this.sent.push(email);
  };
  admins = () => admins;
  now = () => NOW;
}

const drill = (overrides: Partial<StockImage> = {}): StockImage => ({
  _id: 'tool-1',
  name: 'Cordless Drill',
  available: 500,
  lowStockThreshold: 20,
  ...overrides,
});
let sequence = 0;
const change = (before: StockImage | undefined, after: StockImage | undefined): ToolChange => ({ sequenceNumber: String(++sequence), before, after });

describe('the low-stock watch', () => {
  it('emails the admins once when a tool falls under its threshold, and lists it for the sales summary', async () => {
    const store = new LowStockStoreFake();
    const result = await watchLowStock(store, [change(drill({ available: 25 }), drill({ available: 15 }))]);
    expect(result).toEqual({});
    expect(store.sent).toEqual([
      { to: admins, subject: 'Low stock: Cordless Drill (15 left)', text: expect.stringContaining('under its low-stock threshold of 20') },
    ]);
    expect(store.listings.get('tool-1')).toEqual({
      toolId: 'tool-1',
      name: 'Cordless Drill',
      available: 15,
      lowStockThreshold: 20,
      alertedAt: NOW.toISOString(),
    });
  });

  it('uses the default threshold of 10 for a tool without its own', async () => {
    const store = new LowStockStoreFake();
    await watchLowStock(store, [change(drill({ available: 12, lowStockThreshold: undefined }), drill({ available: 11, lowStockThreshold: undefined }))]);
    expect(store.sent).toEqual([]);
    await watchLowStock(store, [change(drill({ available: 11, lowStockThreshold: undefined }), drill({ available: 9, lowStockThreshold: undefined }))]);
    expect(store.sent).toHaveLength(1);
    expect(store.listings.get('tool-1')).toMatchObject({ lowStockThreshold: 10 });
  });

  it('sends nothing more for a redelivered change, nor for a further fall while the tool stays low', async () => {
    const store = new LowStockStoreFake();
    const fall = change(drill({ available: 25 }), drill({ available: 15 }));
    await watchLowStock(store, [fall]);
    await watchLowStock(store, [fall]);
    await watchLowStock(store, [change(drill({ available: 15 }), drill({ available: 4 }))]);
    expect(store.sent).toHaveLength(1);
    expect(store.listings.get('tool-1')).toMatchObject({ available: 4 });
  });

  it('takes the tool off the list when restocked, and the next fall emails again', async () => {
    const store = new LowStockStoreFake();
    await watchLowStock(store, [change(drill({ available: 25 }), drill({ available: 15 })), change(drill({ available: 15 }), drill({ available: 300 }))]);
    expect(store.listings.has('tool-1')).toBe(false);
    await watchLowStock(store, [change(drill({ available: 300 }), drill({ available: 5 }))]);
    expect(store.sent.map((email) => email.subject)).toEqual(['Low stock: Cordless Drill (15 left)', 'Low stock: Cordless Drill (5 left)']);
  });

  it('takes an archived tool off the list and never emails about it', async () => {
    const store = new LowStockStoreFake();
    await watchLowStock(store, [change(drill({ available: 25 }), drill({ available: 15 }))]);
    await watchLowStock(store, [change(drill({ available: 15 }), drill({ available: 15, archived: true }))]);
    expect(store.listings.has('tool-1')).toBe(false);
    await watchLowStock(store, [change(drill({ available: 15, archived: true }), drill({ available: 3, archived: true }))]);
    expect(store.sent).toHaveLength(1);
    expect(store.listings.has('tool-1')).toBe(false);
  });

  it('ignores a tool that stays above its threshold, and a deleted tool that was not low', async () => {
    const store = new LowStockStoreFake();
    await watchLowStock(store, [change(drill({ available: 500 }), drill({ available: 440 })), change(drill({ available: 440 }), undefined)]);
    expect(store.sent).toEqual([]);
    expect(store.listings.size).toBe(0);
  });

  it("reports a failing send's change by its sequence number, handles nothing after it, and the redelivery emails", async () => {
    const store = new LowStockStoreFake();
    store.failSends = 1;
    const fall = change(drill({ available: 25 }), drill({ available: 15 }));
    const saw = change(drill({ _id: 'tool-2', name: 'Hand Saw', available: 30 }), drill({ _id: 'tool-2', name: 'Hand Saw', available: 2 }));

    const result = await watchLowStock(store, [fall, saw]);

    expect(result).toEqual({ failedSequenceNumber: fall.sequenceNumber });
    expect(store.sent).toEqual([]);
    expect(store.listings.get('tool-1')?.alertedAt).toBeUndefined();
    expect(store.listings.has('tool-2')).toBe(false);

    expect(await watchLowStock(store, [fall, saw])).toEqual({});
    expect(store.sent.map((email) => email.subject)).toEqual(['Low stock: Cordless Drill (15 left)', 'Low stock: Hand Saw (2 left)']);
  });
});
