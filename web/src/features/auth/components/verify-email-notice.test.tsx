import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resendVerificationEmail } from '../../../lib/auth/sign-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VerifyEmailNotice } from './verify-email-notice';

vi.mock('../../../lib/auth/sign-in', () => ({ resendVerificationEmail: vi.fn() }));

describe('VerifyEmailNotice', () => {
  it("says order emails need a verified address, and 'Resend' has the provider send the link again", async () => {
    vi.mocked(resendVerificationEmail).mockResolvedValue();
    renderWithProviders(<VerifyEmailNotice />);

    expect(screen.getByRole('status')).toHaveTextContent('Verify your email to get order emails');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));

    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification email sent: open its link, then sign in again')).toBeInTheDocument();
  });
});
