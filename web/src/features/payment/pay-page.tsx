// Placeholder owned by the payment work: replaced by the real pay page (summary + card form).
export function PayPage() {
  return <p>Payment is not available yet.</p>;
}
