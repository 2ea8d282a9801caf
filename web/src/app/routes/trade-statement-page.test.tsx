import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Statement } from '@functions/receivables/contract/receivables';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { TradeStatementPage } from './trade-statement-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const statement = (): Statement => ({
  balanceCents: 123_456,
  creditLimitCents: 500_000,
  availableCents: 376_544,
  onHold: true,
  invoices: [
    {
      orderId: 'o-1',
      invoiceNumber: 'INV-2026-000041',
      invoiceDate: '2026-09-01',
      dueDate: '2026-10-01',
      amountCents: 100_000,
      paidCents: 40_000,
      state: 'overdue',
    },
    { orderId: 'o-2', invoiceNumber: 'INV-2026-000042', invoiceDate: '2026-11-01', dueDate: '2026-12-01', amountCents: 63_456, paidCents: 0, state: 'open' },
    { orderId: 'o-3', invoiceNumber: null, invoiceDate: '2026-11-02', dueDate: '2026-12-02', amountCents: 999, paidCents: 999, state: 'paid' },
  ],
  aging: { currentCents: 63_456, days1to30Cents: 0, days31to60Cents: 60_000, days61to90Cents: 1, over90Cents: 250_000_00 },
});

const renderPage = () => renderWithProviders(<TradeStatementPage />, { path: '/trade/statement' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  // jsdom has no object URLs
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('/trade/statement', () => {
  it('shows the balance, credit, hold, every invoice and the aging exactly, from cents', async () => {
    fakeApi({ 'get-trade-statement': () => ({ body: statement() }) });
    renderPage();

    expect(await screen.findByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$1,234.56');
    expect(screen.getByText('Credit limit').nextElementSibling).toHaveTextContent('$5,000.00');
    expect(screen.getByText('Credit available').nextElementSibling).toHaveTextContent('$3,765.44');
    expect(screen.getByRole('alert')).toHaveTextContent('Your trade account is on hold: pay your overdue invoices first');

    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('row')).toHaveLength(4);
    expect(cellsOf(rowOf('INV-2026-000041'))).toEqual(['2026-09-01', '2026-10-01', '$1,000.00', '$400.00', 'Overdue', 'Pay by card INV-2026-000041']);
    expect(cellsOf(rowOf('INV-2026-000042'))).toEqual(['2026-11-01', '2026-12-01', '$634.56', '$0.00', 'Open', 'Pay by card INV-2026-000042']);
    expect(cellsOf(rowOf('Being numbered'))).toEqual(['2026-11-02', '2026-12-02', '$9.99', '$9.99', 'Paid', '—']);

    const aging = screen.getByRole('table', { name: 'Aging' });
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days']);
    expect(
      within(aging)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$634.56', '$0.00', '$600.00', '$0.01', '$250,000.00']);
  });

  it('shows no hold notice for an account in good standing', async () => {
    fakeApi({ 'get-trade-statement': () => ({ body: { ...statement(), onHold: false } }) });
    renderPage();
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the statement PDF and saves it under the name the server gives', async () => {
    const { callsTo } = fakeApi({
      'get-trade-statement': () => ({ body: statement() }),
      'get-trade-statement-pdf': () => ({
        text: '%PDF-1.7 statement',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="statement-2026-11-02.pdf"' },
      }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(clicked).toEqual(['statement-2026-11-02.pdf']));
    expect(callsTo('get-trade-statement-pdf')).toHaveLength(1);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7 statement');
  });

  it('pays an open invoice by card with the local stand-in, then reads the statement until the provider’s event marked it paid', async () => {
    let current = statement();
    const { callsTo } = fakeApi(
      {
        'get-trade-statement': () => ({ body: current }),
        'create-invoice-payment-intent': () => ({ body: { clientSecret: 'pi_77_secret_z', amountCents: 63_456 } }),
      },
      {
        otherHosts: ({ url }) => {
          if (url.pathname !== '/v1/payment_intents/pi_77/confirm') return undefined;
          // The provider's event reaches the server: the next read shows the invoice paid.
          current = {
            ...current,
            invoices: current.invoices.map((invoice) => (invoice.orderId === 'o-2' ? { ...invoice, paidCents: 63_456, state: 'paid' as const } : invoice)),
          };
          return jsonResponse(200, { id: 'pi_77', object: 'payment_intent', status: 'succeeded' });
        },
      },
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Invoices' });
    await user.click(within(rowOf('INV-2026-000042')).getByRole('button', { name: /^Pay by card/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay INV-2026-000042 by card' });
    expect(dialog).toHaveTextContent('Amount due: $634.56');
    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('$634.56 paid by card for INV-2026-000042')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf('INV-2026-000042'))).toContain('Paid'));
    expect(callsTo('create-invoice-payment-intent').map((call) => call.url.pathname)).toEqual(['/trade/invoices/o-2/payment-intent']);
  });
});
