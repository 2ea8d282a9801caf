/** A loading indicator with an accessible label; `fullPage` centres it in the content area. */
export function Spinner({ label = 'Loading', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 ${fullPage ? 'min-h-[50vh]' : 'py-8'}`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-teal-700" />
      <span className="text-slate-700">{label}</span>
    </div>
  );
}
