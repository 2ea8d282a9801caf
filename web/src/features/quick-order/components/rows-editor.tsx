export interface DraftRow {
  sku: string;
  /** As typed: checked by the server once sent. */
  quantity: string;
}

export const emptyRows = (count: number): DraftRow[] => Array.from({ length: count }, () => ({ sku: '', quantity: '' }));

/** Typed rows of SKU and quantity. */
export function RowsEditor({ rows, onChange }: { rows: readonly DraftRow[]; onChange: (rows: DraftRow[]) => void }) {
  const edit = (index: number, patch: Partial<DraftRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-2">
      {/* What each column holds, for the eye; each field has its own label for screen readers. */}
      <div className="flex gap-2 text-sm font-medium text-slate-700" aria-hidden="true">
        <span className="w-48">SKU</span>
        <span className="w-28">Quantity</span>
      </div>
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          <input
            aria-label={`SKU ${index + 1}`}
            className="input w-48 font-mono"
            value={row.sku}
            onChange={(event) => edit(index, { sku: event.target.value })}
          />
          <input
            aria-label={`Quantity ${index + 1}`}
            className="input w-28"
            inputMode="numeric"
            value={row.quantity}
            onChange={(event) => edit(index, { quantity: event.target.value })}
          />
        </div>
      ))}
      <button type="button" className="btn btn-outline self-start" onClick={() => onChange([...rows, ...emptyRows(1)])}>
        Add a row
      </button>
    </div>
  );
}
