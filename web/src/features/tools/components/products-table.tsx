import type { Tool } from '@schemas/tool';
import { DataTable, type Column } from '../../../components/data-table';

interface ProductsTableProps {
  products: readonly Tool[];
  deletingId?: string;
  onDelete(product: Tool): void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The Manage products table: image, name, available, price, delete. */
export function ProductsTable({ products, deletingId, onDelete }: ProductsTableProps) {
  const columns: Column<Tool>[] = [
    {
      header: 'Image',
      cell: (product) => <img src={product.img} alt="" loading="lazy" className="h-12 w-12 rounded-md bg-slate-100 object-cover" />,
    },
    { header: 'Name', rowHeader: true, cell: (product) => product.name },
    { header: 'Available', cell: (product) => product.available },
    { header: 'Price', cell: (product) => usd.format(product.price) },
    {
      header: 'Delete',
      cell: (product) => (
        <button type="button" className="btn btn-danger min-h-9 px-3 py-1 text-sm" disabled={deletingId === product._id} onClick={() => onDelete(product)}>
          Delete <span className="sr-only">{product.name}</span>
        </button>
      ),
    },
  ];
  return <DataTable caption="All products" rows={products} rowKey={(product) => product._id} columns={columns} />;
}
