import type { Tool } from '@schemas/tool';
import { DataTable, type Column } from '../../../components/data-table';

interface ProductsTableProps {
  products: readonly Tool[];
  archivingId?: string;
  onEdit(product: Tool): void;
  onArchive(product: Tool): void;
}

interface ArchivedProductsTableProps {
  products: readonly Tool[];
  restoringId?: string;
  onRestore(product: Tool): void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const smallButton = 'btn min-h-9 px-3 py-1 text-sm';

const detailColumns: Column<Tool>[] = [
  {
    header: 'Image',
    cell: (product) => <img src={product.img} alt="" loading="lazy" className="h-12 w-12 rounded-md bg-slate-100 object-cover" />,
  },
  { header: 'Name', rowHeader: true, cell: (product) => product.name },
  { header: 'Available', cell: (product) => product.available },
  { header: 'Price', cell: (product) => usd.format(product.price) },
];

/** The Manage products table: image, name, available, price, edit, delete (which archives: see manage-products-page.tsx). */
export function ProductsTable({ products, archivingId, onEdit, onArchive }: ProductsTableProps) {
  const columns: Column<Tool>[] = [
    ...detailColumns,
    {
      header: 'Edit',
      cell: (product) => (
        <button type="button" className={`${smallButton} btn-outline`} onClick={() => onEdit(product)}>
          Edit <span className="sr-only">{product.name}</span>
        </button>
      ),
    },
    {
      header: 'Delete',
      cell: (product) => (
        <button type="button" className={`${smallButton} btn-danger`} disabled={archivingId === product._id} onClick={() => onArchive(product)}>
          Delete <span className="sr-only">{product.name}</span>
        </button>
      ),
    },
  ];
  return <DataTable caption="All products" rows={products} rowKey={(product) => product._id} columns={columns} />;
}

/** Deleted (archived) products: out of the shop, their orders kept; each can be restored. */
export function ArchivedProductsTable({ products, restoringId, onRestore }: ArchivedProductsTableProps) {
  const columns: Column<Tool>[] = [
    ...detailColumns,
    {
      header: 'Restore',
      cell: (product) => (
        <button type="button" className={`${smallButton} btn-outline`} disabled={restoringId === product._id} onClick={() => onRestore(product)}>
          Restore <span className="sr-only">{product.name}</span>
        </button>
      ),
    },
  ];
  return <DataTable caption="Deleted products" rows={products} rowKey={(product) => product._id} columns={columns} />;
}
