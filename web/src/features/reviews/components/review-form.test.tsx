import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form';

const renderForm = (onSubmit = vi.fn()) => {
  render(<ReviewForm email="ada@tools.test" productNames={['Drill Press', 'Torque Wrench']} submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add review' }));

describe('ReviewForm', () => {
  it("shows SPEC's required messages and does not submit an empty review", async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 'Minimum value must be 1'],
    ['6', 'Maximum value must be 5'],
  ])('refuses a rating of %s', async (star, message) => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Rating/), star);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only the given tool names and keeps the email read-only', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a product', 'Drill Press', 'Torque Wrench']);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@tools.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('submits the product, comment, numeric star and email', async () => {
    const onSubmit = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Torque Wrench');
    await userEvent.type(screen.getByLabelText('Comment'), 'Solid and precise.');
    await userEvent.type(screen.getByLabelText(/Rating/), '5');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Torque Wrench',
      email: 'ada@tools.test',
      comment: 'Solid and precise.',
      star: 5,
    });
  });
});
