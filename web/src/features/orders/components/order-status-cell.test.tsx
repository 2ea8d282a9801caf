import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@functions/orders/contract/order';
import { OrderStatusCell } from './order-status-cell';

const order = (status: OrderStatus) => ({ _id: 'order-7', status });

describe('OrderStatusCell for the customer', () => {
  const renderCustomer = (status: OrderStatus) =>
    render(
      <MemoryRouter>
        <OrderStatusCell view="customer" order={order(status)} />
      </MemoryRouter>,
    );

  it('offers a Buy Now link to the pay page while the order is not paid', () => {
    renderCustomer('Not paid');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/dashboard/buy/order-7');
  });

  it("shows 'Paid' once the order is paid", () => {
    renderCustomer('paid');
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Shipped' once the order is delivered", () => {
    renderCustomer('delivered');
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('OrderStatusCell for the admin', () => {
  const renderAdmin = (status: OrderStatus, onConfirmDelivery = vi.fn()) =>
    render(<OrderStatusCell view="admin" order={order(status)} onConfirmDelivery={onConfirmDelivery} />);

  it("shows 'Not paid' as text without any action", () => {
    renderAdmin('Not paid');
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers a 'Pending' button that asks to confirm the delivery of a paid order", async () => {
    const onConfirmDelivery = vi.fn();
    renderAdmin('paid', onConfirmDelivery);
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(onConfirmDelivery).toHaveBeenCalledOnce();
  });

  it("shows 'Shipped' once the order is delivered", () => {
    renderAdmin('delivered');
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('OrderStatusCell for the later states of an order', () => {
  it("shows 'Shipped' with the carrier and tracking number to the customer", () => {
    render(
      <MemoryRouter>
        <OrderStatusCell view="customer" order={{ _id: 'order-7', status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0146' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('DHL · JD0146')).toBeInTheDocument();
  });

  it("shows 'Refunded' to the customer and the admin", () => {
    render(
      <MemoryRouter>
        <OrderStatusCell view="customer" order={order('refunded')} />
        <OrderStatusCell view="admin" order={order('refunded')} onConfirmDelivery={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Refunded')).toHaveLength(2);
  });

  it.each([
    ['owner', 'Cancelled (by the customer)'],
    ['admin', 'Cancelled (by the shop)'],
    ['hold-expired', 'Cancelled (not paid in time)'],
  ] as const)('tells the admin why an order was cancelled (%s)', (cancelReason, text) => {
    render(<OrderStatusCell view="admin" order={{ _id: 'order-7', status: 'cancelled', cancelReason }} onConfirmDelivery={vi.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('marks a disputed payment for the admin', () => {
    render(<OrderStatusCell view="admin" order={{ _id: 'order-7', status: 'paid', disputed: true }} onConfirmDelivery={vi.fn()} />);
    expect(screen.getByText('Disputed')).toBeInTheDocument();
  });

  it.each([
    ['won', 'Dispute won'],
    ['lost', 'Dispute lost'],
  ] as const)('tells the admin how a closed dispute ended (%s)', (disputeOutcome, text) => {
    render(<OrderStatusCell view="admin" order={{ _id: 'order-7', status: 'delivered', disputed: true, disputeOutcome }} onConfirmDelivery={vi.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("shows the admin 'Partly refunded $amount' for a paid order refunded in part", () => {
    render(<OrderStatusCell view="admin" order={{ _id: 'order-7', status: 'paid', refundedCents: 1_250 }} onConfirmDelivery={vi.fn()} />);
    expect(screen.getByText('Partly refunded $12.50')).toBeInTheDocument();
  });
});

describe('OrderStatusCell for a trade order awaiting approval', () => {
  // A trade buyer's order above their approval limit: 'Awaiting approval', then 'Declined' or on to 'Not paid'.
  const tradeOrder = (status: string, declineReason?: string) => ({ _id: 'order-7', status: status as OrderStatus, ...(declineReason && { declineReason }) });

  it("shows 'Awaiting approval' to the customer and the admin, with no action", () => {
    render(
      <MemoryRouter>
        <OrderStatusCell view="customer" order={tradeOrder('Awaiting approval')} />
        <OrderStatusCell view="admin" order={tradeOrder('Awaiting approval')} onConfirmDelivery={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Awaiting approval')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Declined' with the company admin's reason when there is one", () => {
    render(
      <MemoryRouter>
        <OrderStatusCell view="customer" order={tradeOrder('Declined', 'Over this month’s budget')} />
        <OrderStatusCell view="admin" order={tradeOrder('Declined')} onConfirmDelivery={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Declined')).toHaveLength(2);
    expect(screen.getByText('Over this month’s budget')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });
});
