import '@functions/platform/contract/english-messages';
import { useState, type FormEvent } from 'react';
import { listNameField, MAX_LIST_LINES, type ListLine } from '@functions/lists/contract/buying-list';
import { useCreateList } from '../api/lists-api';

/** The cart's 'Save as list': asks for a name, then saves the cart's lines (each quantity as typed) as a new list. */
export function SaveAsList({ lines }: { lines: readonly ListLine[] }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateList();
  const saved = lines.filter((line) => Number.isInteger(line.quantity) && line.quantity > 0).slice(0, MAX_LIST_LINES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = listNameField.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(
      { name: parsed.data, lines: saved.map(({ toolId, quantity }) => ({ toolId, quantity })) },
      {
        onSuccess: () => {
          setOpen(false);
          setName('');
        },
      },
    );
  };

  if (!open) {
    return (
      <button type="button" className="btn btn-outline self-end" disabled={saved.length === 0} onClick={() => setOpen(true)}>
        Save as list
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start justify-end gap-2" noValidate aria-label="Save as list">
      <div className="flex flex-col gap-1">
        <label htmlFor="list-name">List name</label>
        <input
          id="list-name"
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'list-name-error' : undefined}
        />
        {error && (
          <span id="list-name-error" role="alert" className="text-sm text-red-700">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        Save list
      </button>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
