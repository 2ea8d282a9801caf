import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { MAX_QUICK_ORDER_ROWS, type CheckedRow, type QuickOrderRow } from '@functions/quick-order/contract/quick-order';
import { orderAgain } from '../../features/cart/order-again';
import { useCheckRows } from '../../features/quick-order/api/check-rows';
import { CheckedRowsTable } from '../../features/quick-order/components/checked-rows-table';
import { emptyRows, RowsEditor, type DraftRow } from '../../features/quick-order/components/rows-editor';
import { parseRows, type UnreadLine } from '../../features/quick-order/parse-rows';
import { catalogQueryOptions } from '../../features/tools/api/catalog-queries';

/** The typed rows worth sending: a SKU and a whole quantity. */
const filledRows = (rows: readonly DraftRow[]): QuickOrderRow[] =>
  rows.flatMap((row) => (row.sku.trim() !== '' && /^\d+$/.test(row.quantity.trim()) ? [{ sku: row.sku.trim(), quantity: Number(row.quantity) }] : []));

const draftsOf = (rows: readonly QuickOrderRow[]): DraftRow[] => rows.map((row) => ({ sku: row.sku, quantity: String(row.quantity) }));

/** /quick-order: rows of SKU and quantity typed, pasted or uploaded, checked by the server row by row, the good ones put in the cart. */
export function QuickOrderPage() {
  const [rows, setRows] = useState<DraftRow[]>(emptyRows(5));
  const [pasted, setPasted] = useState('');
  const [unread, setUnread] = useState<UnreadLine[]>([]);
  const check = useCheckRows();
  const queryClient = useQueryClient();
  const checked = check.data;

  const readText = (text: string) => {
    const parsed = parseRows(text);
    setUnread(parsed.unread);
    setRows([...rows.filter((row) => row.sku.trim() !== ''), ...draftsOf(parsed.rows)]);
    check.reset();
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) readText(await file.text());
  };
  const send = () => {
    const filled = filledRows(rows);
    if (filled.length === 0) return toast.error('Type or paste at least one row');
    if (filled.length > MAX_QUICK_ORDER_ROWS) return toast.error(`At most ${MAX_QUICK_ORDER_ROWS} rows at a time`);
    check.mutate(filled);
  };
  const addToCart = useMutation({
    mutationFn: async (good: CheckedRow[]) =>
      orderAgain(
        { lines: good.map((row) => ({ toolId: row.toolId!, product_name: row.name!, quantity: row.quantity })) },
        (await queryClient.fetchQuery(catalogQueryOptions())).tools,
      ),
    onSuccess: ({ problems }, good) => {
      toast.success(`${good.length} ${good.length === 1 ? 'tool' : 'tools'} added to the cart`);
      for (const problem of problems) toast.error(problem);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
  const okRows = checked?.filter((row) => row.status === 'ok') ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-bold text-teal-800 md:text-3xl">Quick order</h1>
      <section aria-labelledby="rows-heading" className="card flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="rows-heading" className="text-lg font-semibold text-slate-900">
          SKUs and quantities
        </h2>
        <RowsEditor rows={rows} onChange={setRows} />
        <label className="flex flex-col gap-1" htmlFor="quick-order-paste">
          <span className="font-medium">Paste rows (one a line: SKU and quantity, apart by a comma, a tab or a space)</span>
          <textarea id="quick-order-paste" className="input min-h-32 font-mono" value={pasted} onChange={(event) => setPasted(event.target.value)} />
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-outline" onClick={() => readText(pasted)} disabled={pasted.trim() === ''}>
            Read pasted rows
          </button>
          <label className="btn btn-outline cursor-pointer">
            Upload a CSV file
            <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={(event) => void upload(event)} />
          </label>
          <button type="button" className="btn btn-primary" onClick={send} disabled={check.isPending}>
            Check rows
          </button>
        </div>
        {unread.length > 0 ? (
          <div role="alert" className="text-sm text-red-700">
            Not read (expected a SKU and a whole quantity): {unread.map((line) => `line ${line.line} "${line.text}"`).join(', ')}
          </div>
        ) : null}
      </section>
      {checked ? (
        <section aria-labelledby="checked-heading" className="card flex flex-col gap-4 overflow-x-auto p-4 sm:p-6">
          <h2 id="checked-heading" className="text-lg font-semibold text-slate-900">
            Checked: {okRows.length} of {checked.length} rows can be ordered
          </h2>
          <CheckedRowsTable rows={checked} />
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className="btn btn-primary" disabled={okRows.length === 0 || addToCart.isPending} onClick={() => addToCart.mutate(okRows)}>
              Add to cart
            </button>
            <Link to="/cart" className="btn btn-outline">
              Go to the cart
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
