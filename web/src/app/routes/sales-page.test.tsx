import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesSummary } from '@functions/admin/contract/sales';
import { aSalesSummary } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { SalesPage } from './sales-page';

// jsdom has no canvas: a stand-in Chart records what it was asked to draw.
const charts = vi.hoisted(() => [] as { labels: unknown; data: unknown; destroyed: boolean }[]);
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    private readonly drawn: (typeof charts)[number];
    constructor(_canvas: unknown, config: { data: { labels: unknown; datasets: { data: unknown }[] } }) {
      this.drawn = { labels: config.data.labels, data: config.data.datasets[0]?.data, destroyed: false };
      charts.push(this.drawn);
    }
    destroy() {
      this.drawn.destroyed = true;
    }
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {} };
});
vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-admin').then((fixtures) => fixtures.signedInAdminAuth));

/** One entry per day of the period, as the API answers: the builder's three days last, quiet days before them. */
function summaryOf(days: number, overrides: Partial<SalesSummary> = {}): SalesSummary {
  const summary = aSalesSummary(overrides);
  const quiet = Array.from({ length: days - summary.days.length }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, '0')}`,
    orders: 0,
    paidOrders: 0,
    revenue: 0,
  }));
  return { ...summary, days: [...quiet, ...summary.days] };
}

const serveSummary = () =>
  fakeApi({
    'sales-summary': ({ url }) => {
      const days = Number(url.searchParams.get('days'));
      const lastWeek = { toShip: 1, days: [{ date: '2026-11-03', orders: 1, paidOrders: 1, revenue: 40 }] };
      return { body: summaryOf(days, days === 7 ? lastWeek : {}) };
    },
  });

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.unstubAllGlobals();
  charts.length = 0;
});

describe('SalesPage', () => {
  it('shows the figures, the chart and its table alternative, top tools and low stock of the last 30 days', async () => {
    const api = serveSummary();
    renderWithProviders(<SalesPage />);

    await screen.findByText('Orders to ship');
    expect(api.callsTo('sales-summary').map((call) => call.url.search)).toEqual(['?days=30']);
    expect(figure('Orders to ship')).toHaveTextContent('4');
    expect(figure('Revenue, last 30 days')).toHaveTextContent('$375.50');
    expect(figure('Orders placed')).toHaveTextContent('5');
    expect(figure('Orders paid')).toHaveTextContent('3');

    expect(screen.getByRole('img', { name: /Revenue per day/ })).toBeInstanceOf(HTMLCanvasElement);
    const drawn = charts.at(-1)!;
    expect(drawn.data).toHaveLength(30);
    expect((drawn.labels as string[]).slice(-3)).toEqual(['Nov 1', 'Nov 2', 'Nov 3']);
    expect((drawn.data as number[]).slice(-3)).toEqual([125, 0, 250.5]);
    const perDay = screen.getByRole('table', { name: 'Revenue per day' });
    const rows = within(perDay)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(31);
    expect([rows[0], ...rows.slice(-3)]).toEqual(['DayRevenueOrders placedOrders paid', 'Nov 1$125.0021', 'Nov 2$0.0000', 'Nov 3$250.5032']);

    const topTools = screen.getByRole('table', { name: 'Top tools' });
    expect(within(topTools).getByRole('rowheader', { name: 'Impact Drill' }).closest('tr')).toHaveTextContent('30$375.50');
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(lowStock).getByRole('listitem')).toHaveTextContent('Bench Vise3 left (alert below 10)');
  });

  it('asks for another period when one is chosen', async () => {
    const api = serveSummary();
    const { router } = renderWithProviders(<SalesPage />);
    await screen.findByText('Orders to ship');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');

    expect(await screen.findByText('Revenue, last 7 days')).toBeInTheDocument();
    await vi.waitFor(() => expect(figure('Revenue, last 7 days')).toHaveTextContent('$40.00'));
    expect(api.callsTo('sales-summary').map((call) => call.url.search)).toEqual(['?days=30', '?days=7']);
    expect(router.state.location.search).toBe('?days=7');
    expect(charts.slice(0, -1).every((chart) => chart.destroyed)).toBe(true);
  });
});
