import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { loginSchema, type LoginValues } from '../../features/auth/auth-schemas';
import { AuthCard, FlowStatus, OrDivider } from '../../features/auth/components/auth-card';
import { ForgotPasswordDialog } from '../../features/auth/components/forgot-password-dialog';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { signInWithGoogle, signInWithPassword } from '../../lib/auth/sign-in';
import { useSignInFlow } from '../../features/auth/use-sign-in-flow';

export function LoginPage() {
  const { run, loading, error, state } = useSignInFlow();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    document.title = 'Login | Tools Storefront';
  }, []);

  const onSubmit = ({ email, password }: LoginValues) => run(() => signInWithPassword(email.trim().toLowerCase(), password));

  return (
    <AuthCard title="Login">
      {state.reason === 'admin-required' ? (
        <p role="note" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          That page is for admins. Log in with an admin account to open it.
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <button type="button" className="link self-start text-sm" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </button>
        <FlowStatus loading={loading} error={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={loading}>
          Login
        </button>
      </form>
      <p className="mt-4 text-center text-slate-700">
        New to Tools Storefront?{' '}
        <Link to="/signup" state={state} className="link">
          Create new account
        </Link>
      </p>
      <OrDivider />
      <GoogleSignInButton disabled={loading} onClick={() => void run(signInWithGoogle, { method: 'google' })} />
      {forgotOpen ? <ForgotPasswordDialog defaultEmail={getValues('email')} onClose={() => setForgotOpen(false)} /> : null}
    </AuthCard>
  );
}
