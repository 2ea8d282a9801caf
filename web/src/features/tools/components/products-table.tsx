import type { Tool } from '@functions/catalog/contract/tool';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';

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
      cell: (product) => <RowButton label="Edit" target={product.name} onClick={() => onEdit(product)} />,
    },
    {
      header: 'Delete',
      cell: (product) => <RowButton label="Delete" target={product.name} tone="danger" busy={archivingId === product._id} onClick={() => onArchive(product)} />,
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
      cell: (product) => <RowButton label="Restore" target={product.name} busy={restoringId === product._id} onClick={() => onRestore(product)} />,
    },
  ];
  return <DataTable caption="Deleted products" rows={products} rowKey={(product) => product._id} columns={columns} />;
}
