import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';
import { SkuText } from '../../../components/sku-text';
import { formatPrice } from '../../../lib/format';

interface ProductsTableProps {
  products: readonly ToolAnswer[];
  archivingId?: string;
  onEdit(product: ToolAnswer): void;
  onArchive(product: ToolAnswer): void;
}

interface ArchivedProductsTableProps {
  products: readonly ToolAnswer[];
  restoringId?: string;
  onRestore(product: ToolAnswer): void;
}

const detailColumns: Column<ToolAnswer>[] = [
  {
    header: 'Image',
    cell: (product) => <img src={product.img} alt="" loading="lazy" className="h-12 w-12 rounded-md bg-slate-100 object-cover" />,
  },
  { header: 'Name', rowHeader: true, cell: (product) => product.name },
  { header: 'SKU', cell: (product) => <SkuText sku={product.sku} /> },
  { header: 'Available', cell: (product) => product.available },
  { header: 'Pack', cell: (product) => (product.maxPerOrder === undefined ? product.orderMultiple : `${product.orderMultiple} (max ${product.maxPerOrder})`) },
  { header: 'Price', cell: (product) => formatPrice(product.priceCents) },
];

/** The Manage products table: image, name, SKU, available, pack size (and max per order), price, edit, delete (which archives: see manage-products-page.tsx). */
export function ProductsTable({ products, archivingId, onEdit, onArchive }: ProductsTableProps) {
  const columns: Column<ToolAnswer>[] = [
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
  const columns: Column<ToolAnswer>[] = [
    ...detailColumns,
    {
      header: 'Restore',
      cell: (product) => <RowButton label="Restore" target={product.name} busy={restoringId === product._id} onClick={() => onRestore(product)} />,
    },
  ];
  return <DataTable caption="Deleted products" rows={products} rowKey={(product) => product._id} columns={columns} />;
}
