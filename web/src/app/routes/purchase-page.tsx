import type { Order } from '@functions/orders/contract/order';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { ToolFacts } from '../../components/tool-facts';
import { ToolRating } from '../../components/tool-rating';
import { useAuth } from '../../lib/auth/use-auth';
import { toolQueryOptions } from '../../features/tools/api/tool-queries';
import { PurchaseForm } from '../../features/orders/components/purchase-form';
import { addToCart } from '../../features/cart/cart-store';
import { OnAccountPlaced } from '../../features/orders/components/on-account-placed';
import { useAccountTerms } from '../use-account-terms';
import type { RouteLoader } from '../lazy-page';

export const loader: RouteLoader = ({ queryClient, params }) => queryClient.ensureQueryData(toolQueryOptions(params.id ?? ''));

export function PurchasePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(toolQueryOptions(id));
  const [orderPlaced, setOrderPlaced] = useState<{ order?: Order }>();
  const accountTerms = useAccountTerms();

  useEffect(() => {
    document.title = 'Purchase | Tools Storefront';
  }, []);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <QueryState query={query} loadingLabel="Loading the tool">
        {(tool) => (
          <div className="grid gap-8 md:grid-cols-2">
            <article className="card overflow-hidden">
              <img src={tool.img} alt={tool.name} className="aspect-[4/3] w-full bg-slate-100 object-cover" width={400} height={300} />
              <div className="flex flex-col gap-2 p-6">
                <h1 className="text-3xl font-bold">{tool.name}</h1>
                <ToolRating rating={tool.rating} />
                <p className="text-slate-700">{tool.desc}</p>
                <ToolFacts tool={tool} />
              </div>
            </article>
            <section aria-labelledby="order-heading" className="card p-6">
              <h2 id="order-heading" className="mb-4 text-2xl font-bold">
                Place your order
              </h2>
              {tool.available < tool.minimum ? (
                <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
                  This tool is out of stock right now. Please check back later.
                </p>
              ) : user ? (
                // A new stock level means new limits: start the form over with them.
                <PurchaseForm
                  key={`${tool.minimum}-${tool.available}`}
                  tool={tool}
                  user={user}
                  accountNetDays={accountTerms?.netDays}
                  onOrderPlaced={(order) => setOrderPlaced({ order })}
                  onAddToCart={(quantity) => {
                    const outcome = addToCart(tool, quantity);
                    if (outcome.added) toast.success(`${quantity} × ${tool.name} added to your cart`);
                    else toast.error(outcome.message);
                  }}
                />
              ) : null}
              {orderPlaced?.order?.payment === 'account' ? (
                <div className="mt-4">
                  <OnAccountPlaced order={orderPlaced.order} />
                </div>
              ) : orderPlaced ? (
                <p className="mt-4 text-center">
                  <Link to="/dashboard/myorder" className="link">
                    See your orders and pay
                  </Link>
                </p>
              ) : null}
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
