import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aTool } from '../../../test/builders';
import { EditProductForm } from './edit-product-form';

const product = aTool({ name: 'Impact Drill', desc: 'A sturdy tool.', available: 500, minimum: 10, priceCents: 1250, img: '/images/tools/drill.svg' });

const renderForm = () => {
  const onSubmit = vi.fn();
  render(<EditProductForm product={product} submitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('EditProductForm', () => {
  it("is prefilled with the product's details", () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Impact Drill');
    expect(screen.getByLabelText('Description')).toHaveValue('A sturdy tool.');
    expect(screen.getByLabelText('Available')).toHaveValue(500);
    expect(screen.getByLabelText('Minimum order')).toHaveValue(10);
    expect(screen.getByLabelText('Price per unit ($)')).toHaveValue(12.5);
    expect(screen.getByLabelText('Image URL')).toHaveValue('/images/tools/drill.svg');
    expect(screen.getByLabelText('Low stock threshold')).toHaveValue(null);
  });

  it('sends only the fields that changed, numbers as numbers', async () => {
    const onSubmit = renderForm();
    await userEvent.clear(screen.getByLabelText('Price per unit ($)'));
    await userEvent.type(screen.getByLabelText('Price per unit ($)'), '14.25');
    await userEvent.type(screen.getByLabelText('Low stock threshold'), '25');
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ price: 14.25, lowStockThreshold: 25 });
  });

  it('shows the same validation messages as Add a product and does not submit', async () => {
    const onSubmit = renderForm();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Minimum order'));
    await userEvent.type(screen.getByLabelText('Minimum order'), '0');
    await userEvent.type(screen.getByLabelText('Low stock threshold'), '2.5');
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Low stock threshold must be a whole number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when nothing changed, instead of sending an empty edit', async () => {
    const onSubmit = renderForm();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Send at least one field to change');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits the SKU and the packs: sent upper-case, a pack size the minimum does not fit refused, an emptied max per order sent as null', async () => {
    const onSubmit = vi.fn();
    render(<EditProductForm product={aTool({ ...product, sku: 'ID-100', maxPerOrder: 200 })} submitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByLabelText('SKU')).toHaveValue('ID-100');
    expect(screen.getByLabelText('Pack size')).toHaveValue(1);
    expect(screen.getByLabelText('Max per order')).toHaveValue(200);
    await userEvent.clear(screen.getByLabelText('Pack size'));
    await userEvent.type(screen.getByLabelText('Pack size'), '4');
    await save();
    expect(await screen.findByText('Must be a multiple of the pack size 4')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Pack size'));
    await userEvent.type(screen.getByLabelText('Pack size'), '5');
    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.type(screen.getByLabelText('SKU'), 'id-105');
    await userEvent.clear(screen.getByLabelText('Max per order'));
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ sku: 'ID-105', orderMultiple: 5, maxPerOrder: null });
  });
});
