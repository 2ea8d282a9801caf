import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { sendPasswordReset, signInWithGoogle, signInWithPassword } from '../../lib/auth/sign-in';
import { LoginPage } from './login-page';

vi.mock('../../lib/auth/sign-in', () => ({ signInWithPassword: vi.fn(), signInWithGoogle: vi.fn(), sendPasswordReset: vi.fn() }));

const customer = { uid: 'u1', email: 'customer@tools.test', name: 'Customer', emailVerified: true };

const renderLogin = (from?: string) =>
  renderWithProviders(<LoginPage />, {
    path: '/login',
    initialEntries: [{ pathname: '/login', state: from ? { from: { pathname: from, search: '', hash: '' } } : undefined }],
  });

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(signInWithPassword).mockReset();
  });

  it('asks for the email and the password when both are empty', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    renderLogin();
    await fillAndSubmit('customer@tools.test', '12345');
    expect(await screen.findByText('Minimum Length 6 character')).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the failure message when the email and password do not match', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' }));
    renderLogin();
    await fillAndSubmit('customer@tools.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong please check your email and password');
  });

  it("shows 'Loading Please wait' while signing in, then returns to the page that sent the user here", async () => {
    let finish: (value: typeof customer) => void = () => {};
    vi.mocked(signInWithPassword).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderLogin('/dashboard/myorder');
    await fillAndSubmit('Customer@Tools.test', 'customer1234');
    expect(await screen.findByText('Loading Please wait')).toBeInTheDocument();
    expect(signInWithPassword).toHaveBeenCalledWith('customer@tools.test', 'customer1234');
    finish(customer);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/myorder');
  });

  it('goes to the home page after signing in when no page sent the user here', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue(customer);
    renderLogin();
    await fillAndSubmit('customer@tools.test', 'customer1234');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it("asks for an email in the forgot-password dialog and confirms with 'Please check out email'", async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'customer@tools.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByText('Please check out email')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('names the error when Google sign-in fails, and says nothing when the user closes the popup', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/internal-error' }));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed (auth/internal-error). Please try again.');

    vi.mocked(signInWithGoogle).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
