import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { signupSchema, type SignupValues } from '../../features/auth/auth-schemas';
import { AuthCard, FlowStatus, OrDivider } from '../../features/auth/components/auth-card';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { signInWithGoogle, signUpWithPassword } from '../../lib/auth/sign-in';
import { useSignInFlow } from '../../features/auth/use-sign-in-flow';

const emptyForm: SignupValues = { name: '', email: '', password: '' };

export function SignupPage() {
  const { run, loading, error, state } = useSignInFlow();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(signupSchema), defaultValues: emptyForm });

  useEffect(() => {
    document.title = 'Sign up | Tools Storefront';
  }, []);

  const onSubmit = ({ name, email, password }: SignupValues) =>
    run(() => signUpWithPassword(name.trim(), email.trim().toLowerCase(), password), { onSuccess: () => reset(emptyForm) });

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <FlowStatus loading={loading} error={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={loading}>
          Sign Up
        </button>
      </form>
      <p className="mt-4 text-center text-slate-700">
        Already have an account?{' '}
        <Link to="/login" state={state} className="link">
          Please login
        </Link>
      </p>
      <OrDivider />
      <GoogleSignInButton disabled={loading} onClick={() => void run(signInWithGoogle, { method: 'google' })} />
    </AuthCard>
  );
}
