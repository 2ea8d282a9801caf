import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { signUpWithPassword } from '../../lib/auth/sign-in';
import { SignupPage } from './signup-page';

vi.mock('../../lib/auth/sign-in', () => ({ signUpWithPassword: vi.fn(), signInWithGoogle: vi.fn() }));

const renderSignup = () => renderWithProviders(<SignupPage />, { path: '/signup' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignupPage', () => {
  beforeEach(() => {
    vi.mocked(signUpWithPassword).mockReset();
  });

  it('asks for the name, the email and the password when all are empty', async () => {
    renderSignup();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signUpWithPassword).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    renderSignup();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Buyer');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@tools.test');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await submit();
    expect(await screen.findByText('Minimum Length 6 character')).toBeInTheDocument();
    expect(signUpWithPassword).not.toHaveBeenCalled();
  });

  it('creates the account with the name and goes home signed in', async () => {
    vi.mocked(signUpWithPassword).mockResolvedValue({ uid: 'u2', email: 'ada@tools.test', name: 'Ada Buyer', emailVerified: false });
    renderSignup();
    await userEvent.type(screen.getByLabelText('Name'), '  Ada Buyer ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@tools.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await submit();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(signUpWithPassword).toHaveBeenCalledWith('Ada Buyer', 'ada@tools.test', 'secret123');
  });

  it('says so when the email already has an account', async () => {
    vi.mocked(signUpWithPassword).mockRejectedValue(Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }));
    renderSignup();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Buyer');
    await userEvent.type(screen.getByLabelText('Email'), 'customer@tools.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This email already has an account. Please log in.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Buyer');
  });
});
