import '@functions/platform/contract/english-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { listNameField, type BuyingList } from '@functions/lists/contract/buying-list';
import { useConfirm } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth/use-auth';
import { listsQueryOptions, useDeleteList, useRenameList } from '../../features/lists/api/lists-api';
import { catalogQueryOptions } from '../../features/tools/api/catalog-queries';
import { signedInLoader } from '../route-loaders';
import { useOrderAgain } from '../use-order-again';

export const loader = signedInLoader((queryClient, email) => queryClient.ensureQueryData(listsQueryOptions(email)));

/** /dashboard/lists: the customer's buying lists and their company's; 'Add to cart' works like 'Order again'. */
export function MyListsPage() {
  const { user } = useAuth();
  useEffect(() => {
    document.title = 'My Lists | Tools Storefront';
  }, []);
  if (!user) return null; // the route is behind RequireAuth
  return <MyLists email={user.email} />;
}

function MyLists({ email }: { email: string }) {
  const listsQuery = useQuery(listsQueryOptions(email));
  // Today's names of the tools (the /tools page's cached GET /catalog); a tool no longer on sale shows its id.
  const catalog = useQuery(catalogQueryOptions());
  const names = new Map((catalog.data?.tools ?? []).map((tool) => [tool._id, tool.name]));
  const nameOf = (toolId: string) => names.get(toolId) ?? toolId;
  const again = useOrderAgain<{ lines: { toolId: string; product_name: string; quantity: number }[] }>();
  const remove = useDeleteList();
  const { confirm, dialog } = useConfirm();

  const addToCart = (list: BuyingList) => again.mutate({ lines: list.lines.map((line) => ({ ...line, product_name: nameOf(line.toolId) })) });
  const askDelete = async (list: BuyingList) => {
    if (await confirm({ title: 'Delete this list?', message: `The list '${list.name}' will be deleted.`, confirmLabel: 'Delete list', tone: 'danger' }))
      remove.mutate(list);
  };

  return (
    <section aria-labelledby="lists-heading" className="flex flex-col gap-4">
      <h2 id="lists-heading" className="text-xl font-bold">
        My Lists
      </h2>
      <QueryState query={listsQuery} loadingLabel="Loading your lists" empty="You have no lists yet. Save your cart as a list from the cart.">
        {(lists) => (
          <ul className="flex flex-col gap-4">
            {lists.map((list) => (
              <li key={list.listId} className="rounded-md border border-slate-200 p-4">
                <ListCard list={list} nameOf={nameOf} adding={again.isPending} onAddToCart={() => addToCart(list)} onDelete={() => void askDelete(list)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialog}
    </section>
  );
}

interface ListCardProps {
  list: BuyingList;
  nameOf: (toolId: string) => string;
  adding: boolean;
  onAddToCart: () => void;
  onDelete: () => void;
}

function ListCard({ list, nameOf, adding, onAddToCart, onDelete }: ListCardProps) {
  const [renaming, setRenaming] = useState(false);
  return (
    <article aria-label={list.name} className="flex flex-col gap-2">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{list.name}</h3>
        <p className="text-sm text-slate-600">{list.companyId ? `Shared with your company, by ${list.authorName}` : 'Only yours'}</p>
      </header>
      {list.lines.length === 0 ? (
        <p className="text-slate-600">This list has no tools.</p>
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.toolId}>
                <th scope="row" className="font-normal">
                  {nameOf(line.toolId)}
                </th>
                <td className="text-right">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={adding || list.lines.length === 0}
          onClick={onAddToCart}
          aria-label={`Add to cart ${list.name}`}
        >
          Add to cart
        </button>
        {list.canChange && !renaming && (
          <>
            <button type="button" className="btn btn-outline" onClick={() => setRenaming(true)} aria-label={`Rename ${list.name}`}>
              Rename
            </button>
            <button type="button" className="btn btn-outline text-red-700" onClick={onDelete} aria-label={`Delete ${list.name}`}>
              Delete
            </button>
          </>
        )}
      </div>
      {renaming && <RenameForm list={list} onDone={() => setRenaming(false)} />}
    </article>
  );
}

function RenameForm({ list, onDone }: { list: BuyingList; onDone: () => void }) {
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string>();
  const rename = useRenameList();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = listNameField.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate({ list, name: parsed.data }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={`rename-${list.listId}`}>New name</label>
        <input
          id={`rename-${list.listId}`}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `rename-error-${list.listId}` : undefined}
        />
        {error && (
          <span id={`rename-error-${list.listId}`} role="alert" className="text-sm text-red-700">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={rename.isPending}>
        Save name
      </button>
      <button type="button" className="btn btn-outline" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
