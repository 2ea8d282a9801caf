import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@functions/orders/contract/order';
import { MORE_THAN_DUE_MESSAGE, REFERENCE_MESSAGE } from '@functions/receivables/contract/receivables';
import { anOrder } from '../../test/builders';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ManageAllOrdersPage } from './manage-all-orders-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-admin').then((fixtures) => fixtures.signedInAdminAuth));

/** An on-account invoice of $600.00 with $100.00 paid. */
const onAccount = (): Order =>
  anOrder({
    _id: 'o-7',
    product_name: 'Drill Press',
    status: 'On account',
    payment: 'account',
    invoiceNumber: 'INV-2026-000007',
    invoiceDate: '2026-11-01',
    netDays: 30,
    dueAt: '2026-12-01T10:00:00.000Z',
    dueDate: '2026-12-01',
    paidCents: 10_000,
  });

/** GET /allorders with the order, and POST /admin/invoices/{orderId}/payments answering `record` (a 201 adds the amount to the order). */
function serve(order: Order, record: (body: { amountCents: number }) => FakeAnswer) {
  return fakeApi({
    'list-all-orders': () => ({ body: [order] }),
    'record-invoice-payment': ({ body }) => {
      const answer = record(body as { amountCents: number });
      if (answer.status === 201) order.paidCents = (order.paidCents ?? 0) + (body as { amountCents: number }).amountCents;
      return answer;
    },
  });
}

async function openRecordPayment() {
  const user = userEvent.setup();
  const row = (await screen.findByRole('rowheader', { name: /Drill Press/ })).closest('tr')!;
  expect(row).toHaveTextContent('On account');
  expect(row).toHaveTextContent('Due 2026-12-01');
  expect(row).toHaveTextContent('Paid $100.00 of $600.00');
  await user.click(within(row).getByRole('button', { name: /^Record payment/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a payment for INV-2026-000007' });
  return { user, row, dialog };
}

const renderPage = () => renderWithProviders(<ManageAllOrdersPage />, { path: '/dashboard/manageallorders' });

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('Record payment (Manage all orders)', () => {
  it('sends the dollars typed as integer cents with the reference and the day received, and the row follows', async () => {
    const order = onAccount();
    const { callsTo } = serve(order, ({ amountCents }) => ({
      status: 201,
      body: {
        invoice: {
          orderId: 'o-7',
          invoiceNumber: 'INV-2026-000007',
          invoiceDate: '2026-11-01',
          dueDate: '2026-12-01',
          amountCents: 60_000,
          paidCents: 10_000 + amountCents,
          state: 'partly paid',
        },
      },
    }));
    renderPage();
    const { user, row, dialog } = await openRecordPayment();

    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveValue('500.00'); // what is still due
    await user.clear(amount);
    await user.type(amount, '125.1');
    await user.type(within(dialog).getByLabelText('Reference'), 'BACS 8812');
    const receivedOn = within(dialog).getByLabelText('Received on');
    await user.clear(receivedOn);
    await user.type(receivedOn, '2026-11-05');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment of $125.10 recorded: $225.10 of $600.00 paid')).toBeInTheDocument();
    expect(callsTo('record-invoice-payment').map((call) => [call.url.pathname, JSON.parse(call.body)])).toEqual([
      ['/admin/invoices/o-7/payments', { amountCents: 12_510, reference: 'BACS 8812', receivedOn: '2026-11-05' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Paid $225.10 of $600.00'));
  });

  it("shows the server's refusals: a field's message under it, the amount due's as a toast; the dialog stays open", async () => {
    const { callsTo } = serve(onAccount(), ({ amountCents }) =>
      amountCents > 50_000
        ? { status: 400, body: { message: MORE_THAN_DUE_MESSAGE } }
        : { status: 400, body: { message: `reference: ${REFERENCE_MESSAGE}`, details: [{ field: 'reference', message: REFERENCE_MESSAGE }] } },
    );
    renderPage();
    const { user, dialog } = await openRecordPayment();

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(REFERENCE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reference')).toHaveAttribute('aria-invalid', 'true');

    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '500.01');
    await user.type(within(dialog).getByLabelText('Reference'), 'Cheque 1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(MORE_THAN_DUE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(callsTo('record-invoice-payment').map((call) => (JSON.parse(call.body) as { amountCents: number }).amountCents)).toEqual([50_000, 50_001]);
  });

  it('sends nothing for an amount that is not dollars and cents', async () => {
    const { callsTo } = serve(onAccount(), () => ({ status: 500 }));
    renderPage();
    const { user, dialog } = await openRecordPayment();
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter dollars and cents, e.g. 125.50')).toBeInTheDocument();
    expect(callsTo('record-invoice-payment')).toHaveLength(0);
  });
});
