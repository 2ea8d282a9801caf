import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './profile-form';

const renderForm = (onSubmit = vi.fn()) => {
  render(<ProfileForm name="Ada Buyer" email="ada@tools.test" submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};

describe('ProfileForm', () => {
  it('shows the name and email read-only', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Buyer');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@tools.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it("shows SPEC's required messages and does not submit an empty form", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    for (const message of ['Education is required', 'Location is required', 'Phone is required', 'Linkedin is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone number shorter than 11 characters', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Phone'), '0171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Minimum Length must be 11')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the four fields with the read-only name and email', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Education'), 'BSc Mechanical Engineering');
    await userEvent.type(screen.getByLabelText('Location'), 'Dhaka');
    await userEvent.type(screen.getByLabelText('Phone'), '01712345678');
    await userEvent.type(screen.getByLabelText('Linkedin'), 'https://linkedin.com/in/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      education: 'BSc Mechanical Engineering',
      location: 'Dhaka',
      phone: '01712345678',
      linkedin: 'https://linkedin.com/in/ada',
      user_name: 'Ada Buyer',
      email: 'ada@tools.test',
    });
  });
});
