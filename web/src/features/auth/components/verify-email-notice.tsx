import { useState } from 'react';
import toast from 'react-hot-toast';
import { resendVerificationEmail } from '../../../lib/auth/sign-in';

export const VERIFY_EMAIL_MESSAGE = 'Verify your email to get order emails';

/**
 * Shown while the account's address is not verified: the shop sends order emails only to verified
 * addresses. 'Resend' has the provider email the verification link again.
 */
export function VerifyEmailNotice() {
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      toast.success('Verification email sent: open its link, then sign in again');
    } catch {
      toast.error('Could not send the verification email. Please try again later.');
    } finally {
      setSending(false);
    }
  };

  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-amber-950">
      {VERIFY_EMAIL_MESSAGE}
      <button type="button" className="btn btn-outline min-h-9 px-3 py-1 text-sm" disabled={sending} onClick={() => void resend()}>
        Resend
      </button>
    </p>
  );
}
