import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplyForm } from './apply-form';

const renderForm = (onSubmit = vi.fn()) => {
  render(<ApplyForm submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};

describe('ApplyForm', () => {
  it("shows the contract's messages and does not submit an empty form", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    for (const message of ['Company name must be 2 to 80 characters', 'Address is required', 'Phone number is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a one-letter company name and a short phone number', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Company name'), 'A');
    await userEvent.type(screen.getByLabelText('Phone number'), '0171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Company name must be 2 to 80 characters')).toBeInTheDocument();
    expect(await screen.findByText('Minimum Length must be 11')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the company, leaving out the empty optional fields', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme Builders');
    await userEvent.type(screen.getByLabelText('Address'), '2 Site Road');
    await userEvent.type(screen.getByLabelText('Phone number'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ companyName: 'Acme Builders', address: '2 Site Road', number: '01712345678' });
  });
});
