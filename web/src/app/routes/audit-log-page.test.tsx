import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@functions/platform/contract/audit';
import { anAuditEntry } from '../../test/builders';
import { fakeApi, pageOf } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { AuditLogPage } from './audit-log-page';

const ENTRIES: AuditEntry[] = [
  anAuditEntry({
    _id: 'a1',
    action: 'edit-product',
    target: { kind: 'product', id: 'tool-1', label: 'Bench Vise' },
    before: { price: 12.5 },
    after: { price: 14 },
  }),
  anAuditEntry({
    _id: 'a2',
    action: 'expire-order',
    actor: 'system',
    target: { kind: 'order', id: 'order-9', label: '2 × Bench Vise, ordered by ann@tools.test' },
    before: { status: 'Not paid' },
    after: { status: 'cancelled' },
  }),
  anAuditEntry({
    _id: 'a3',
    action: 'archive-product',
    target: { kind: 'product', id: 'tool-2', label: 'Hand Saw' },
    before: undefined,
    after: { archived: true },
  }),
];

const serveLog = (entries: AuditEntry[], pageSize = 20) =>
  fakeApi({
    'list-audit-log': ({ url }) => {
      const page = pageOf(entries, url, pageSize);
      return { body: page.items, headers: page.headers };
    },
  });

const cells = (action: string) =>
  within(screen.getByRole('rowheader', { name: action }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditLogPage', () => {
  it('lists each entry: when, who, the action in words, the target by name, kind and id, and what changed', async () => {
    serveLog(ENTRIES);
    renderWithProviders(<AuditLogPage />);

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Edited a product', 'Cancelled an unpaid order (hold ran out)', 'Archived a product']);
    const [when, ...edited] = cells('Edited a product');
    expect(when).toMatch(/Nov 1, 2026/);
    expect(edited).toEqual(['olga@tools.test', 'Bench Vise Product tool-1', 'price: 12.5 →  changed to 14']);
    expect(cells('Cancelled an unpaid order (hold ran out)').slice(1)).toEqual([
      'System',
      '2 × Bench Vise, ordered by ann@tools.test Order order-9',
      'status: Not paid →  changed to cancelled',
    ]);
    expect(cells('Archived a product').slice(1)).toEqual(['olga@tools.test', 'Hand Saw Product tool-2', 'archived: — →  changed to true']);
  });

  it('loads older entries with Load more', async () => {
    serveLog(ENTRIES, 2);
    renderWithProviders(<AuditLogPage />);
    await screen.findByRole('rowheader', { name: 'Edited a product' });
    expect(screen.queryByRole('rowheader', { name: 'Archived a product' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('rowheader', { name: 'Archived a product' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    serveLog([]);
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });
});
