import type { ReactNode } from 'react';

const TONES = { primary: 'btn-primary', outline: 'btn-outline', danger: 'btn-danger' } as const;

interface RowButtonProps {
  /** What a sighted person reads: 'Cancel', 'Refund', 'Make admin'. */
  label: string;
  /** What the action is on, read by screen readers only, so each row's button has a name of its own ('Cancel the order for Drill'). */
  target: ReactNode;
  tone?: keyof typeof TONES;
  /** True while this row's action is under way. */
  busy?: boolean;
  onClick(): void;
}

/** A table row's action button: small, named for its row, disabled while its action runs. */
export function RowButton({ label, target, tone = 'outline', busy = false, onClick }: RowButtonProps) {
  return (
    <button type="button" className={`btn ${TONES[tone]} min-h-9 px-3 py-1 text-sm`} disabled={busy} onClick={onClick}>
      {label} <span className="sr-only">{target}</span>
    </button>
  );
}
