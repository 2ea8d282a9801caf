import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** Label of the confirming button; 'Confirm' by default. */
  confirmLabel?: string;
  /** 'danger' paints the confirm button red (delete, cancel order). */
  tone?: 'default' | 'danger';
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A Confirm/Cancel dialog. Cancel has the first focus, so Enter never confirms by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Confirm', tone = 'default', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <div className="text-slate-700">{message}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Promise-style confirmation. Render `dialog` once in the component, then
 * `if (await confirm({ title, message, confirmLabel })) doIt();`.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = options ? <ConfirmDialog open {...options} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return { confirm, dialog };
}
