import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddProductForm } from './add-product-form';

const renderForm = (onSubmit = vi.fn()) => {
  render(<AddProductForm submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add product' }));

/** Fills every required field of a bench vise at $12.50, minimum 50. */
async function fillBenchVise() {
  await userEvent.type(screen.getByLabelText('Name'), 'Bench Vise');
  await userEvent.type(screen.getByLabelText('Description'), 'Cast iron, 6 inch jaws.');
  await userEvent.type(screen.getByLabelText('Available'), '500');
  await userEvent.type(screen.getByLabelText('Minimum order'), '50');
  await userEvent.type(screen.getByLabelText('Price per unit ($)'), '12.5');
  await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/vise.png');
}

describe('AddProductForm', () => {
  it("shows SPEC's required message for every empty field and does not submit", async () => {
    const onSubmit = renderForm();
    await submit();
    for (const message of [
      'Name is required',
      'Description is required',
      'Available is required',
      'Minimum is required',
      'Price is required',
      'Image URL is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the numbers as numbers', async () => {
    const onSubmit = renderForm();
    await fillBenchVise();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Bench Vise',
      desc: 'Cast iron, 6 inch jaws.',
      available: 500,
      minimum: 50,
      price: 12.5,
      img: 'https://example.com/vise.png',
    });
  });

  it('takes a category, suggesting the categories in use', async () => {
    const onSubmit = vi.fn();
    render(<AddProductForm submitting={false} onSubmit={onSubmit} categories={['Clamps', 'Measuring']} />);
    const category = screen.getByLabelText('Category');
    const suggestions = document.getElementById(category.getAttribute('list')!);
    expect([...suggestions!.querySelectorAll('option')].map((option) => option.value)).toEqual(['Clamps', 'Measuring']);
    await userEvent.type(screen.getByLabelText('Name'), 'F-Clamp');
    await userEvent.type(category, 'Clamps');
    await userEvent.type(screen.getByLabelText('Description'), 'Steel bar clamp.');
    await userEvent.type(screen.getByLabelText('Available'), '5');
    await userEvent.type(screen.getByLabelText('Minimum order'), '1');
    await userEvent.type(screen.getByLabelText('Price per unit ($)'), '8');
    await userEvent.type(screen.getByLabelText('Image URL'), '/images/tools/f-clamp.svg');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'F-Clamp', category: 'Clamps' });
  });

  it('takes price breaks in rising order and refuses a list out of order with the rule it breaks', async () => {
    const onSubmit = renderForm();
    await fillBenchVise();
    await userEvent.click(screen.getByRole('button', { name: 'Add a price break' }));
    await userEvent.type(screen.getByLabelText('Break 1: from quantity'), '250');
    await userEvent.type(screen.getByLabelText('Break 1: unit price ($)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add a price break' }));
    await userEvent.type(screen.getByLabelText('Break 2: from quantity'), '100');
    await userEvent.type(screen.getByLabelText('Break 2: unit price ($)'), '11');
    await submit();
    expect(await screen.findByText("Price break 2: quantity must be more than break 1's (250)")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Break 2: from quantity'));
    await userEvent.type(screen.getByLabelText('Break 2: from quantity'), '500');
    await userEvent.clear(screen.getByLabelText('Break 2: unit price ($)'));
    await userEvent.type(screen.getByLabelText('Break 2: unit price ($)'), '9.5');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      priceBreaks: [
        { minQuantity: 250, unitPrice: 10 },
        { minQuantity: 500, unitPrice: 9.5 },
      ],
    });
  });

  it('takes a SKU, a pack size and a max per order, checked like the server checks them', async () => {
    const onSubmit = renderForm();
    await fillBenchVise();
    await userEvent.type(screen.getByLabelText('SKU'), 'wh bv125');
    await userEvent.type(screen.getByLabelText('Pack size'), '12');
    await userEvent.type(screen.getByLabelText('Max per order'), '100');
    await submit();
    expect(await screen.findByText("SKU must be 1 to 32 characters of A-Z, 0-9, '-', '.' or '_'")).toBeInTheDocument();
    expect(screen.getAllByText('Must be a multiple of the pack size 12')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.type(screen.getByLabelText('SKU'), 'wh-bv125');
    await userEvent.clear(screen.getByLabelText('Minimum order'));
    await userEvent.type(screen.getByLabelText('Minimum order'), '48');
    await userEvent.clear(screen.getByLabelText('Max per order'));
    await userEvent.type(screen.getByLabelText('Max per order'), '120');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sku: 'WH-BV125', minimum: 48, orderMultiple: 12, maxPerOrder: 120 });
  });

  it('sends no SKU when it is left empty (the server makes one)', async () => {
    const onSubmit = renderForm();
    await fillBenchVise();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].sku).toBeUndefined();
  });
});
