import '@functions/platform/contract/english-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas';
import { sendPasswordReset } from '../../../lib/auth/sign-in';
import { firebaseErrorCode } from '../sign-in-errors';

export const RESET_SENT_MESSAGE = 'Please check out email';

/** Render it only while open: it keeps its own form state. */
export function ForgotPasswordDialog({ onClose, defaultEmail }: { onClose: () => void; defaultEmail?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail ?? '' } });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      await sendPasswordReset(email.trim().toLowerCase());
      toast.success(RESET_SENT_MESSAGE);
      onClose();
    } catch (error) {
      // An unknown address gets the same answer, so the form does not reveal who has an account.
      if (firebaseErrorCode(error) === 'auth/user-not-found') {
        toast.success(RESET_SENT_MESSAGE);
        onClose();
      } else toast.error('Could not send the reset email. Please try again.');
    }
  };

  return (
    <Modal open title="Reset your password" onClose={onClose}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
        <p className="text-slate-700">We will email you a link to choose a new password.</p>
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset email'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
