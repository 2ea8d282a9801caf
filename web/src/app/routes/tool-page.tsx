import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { SHOP_NAME } from '@functions/platform/contract/shop';
import { categoryOf, type ToolAnswer } from '@functions/catalog/contract/tool';
import { memberUnitPriceCents, PriceWithList, type MemberPrice } from '../../components/member-price';
import { PriceBreaksTable, shownUnitPriceCents } from '../../components/price-breaks-table';
import { QueryState } from '../../components/query-state';
import { ToolFacts } from '../../components/tool-facts';
import { ToolRating } from '../../components/tool-rating';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { toolReviewsQueryOptions } from '../../features/reviews/api/review-queries';
import { ToolReviews } from '../../features/reviews/components/tool-reviews';
import { toolQueryOptions } from '../../features/tools/api/tool-queries';
import { addToCart } from '../../features/cart/cart-store';
import { defaultQuantity, isQuantityInRange, mostOrderable, parseQuantity } from '../../features/orders/quantity';
import type { RouteLoader } from '../lazy-page';
import { useMemberPrices } from '../use-member-prices';
import { NotFoundPage } from './not-found-page';

export const loader: RouteLoader = ({ queryClient, params }) =>
  Promise.all([queryClient.ensureQueryData(toolQueryOptions(params.id ?? '')), queryClient.prefetchQuery(toolReviewsQueryOptions(params.id ?? ''))]);

/** /tools/{id} (everyone): a tool's product page. An archived or unknown tool shows the 404 page. */
export function ToolPage() {
  const { id = '' } = useParams();
  const query = useQuery(toolQueryOptions(id));
  // A trade member's own price of this tool (asked once the tool is known to exist).
  const memberPrice = useMemberPrices(query.isSuccess ? [id] : [])?.get(id);
  const name = query.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} | ${SHOP_NAME}`;
  }, [name]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
      <QueryState query={query} loadingLabel="Loading the tool">
        {(tool) => (
          <article className="grid gap-8 md:grid-cols-2">
            <img src={tool.img} alt={tool.name} className="card aspect-[4/3] w-full bg-slate-100 object-cover" width={400} height={300} fetchPriority="high" />
            <div className="flex flex-col gap-3">
              <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{categoryOf(tool)}</p>
              <h1 className="text-3xl font-bold">{tool.name}</h1>
              <ToolRating rating={tool.rating} />
              <p className="text-slate-700">{tool.desc}</p>
              <ToolFacts tool={tool} memberPrice={memberPrice} />
              <ToolOffer tool={tool} memberPrice={memberPrice} />
            </div>
          </article>
        )}
      </QueryState>
      {query.isSuccess ? <ToolReviews toolId={id} /> : null}
    </div>
  );
}

/**
 * The price breaks (the row that applies to the quantity marked), 'Buy Now', and the quantity with
 * its unit price and 'Add to cart' while the tool is in stock.
 */
function ToolOffer({ tool, memberPrice }: { tool: ToolAnswer; memberPrice?: MemberPrice }) {
  const [quantity, setQuantity] = useState<string>(String(defaultQuantity(tool)));
  const inStock = tool.available >= tool.minimum;
  const units = parseQuantity(quantity);
  const inRange = isQuantityInRange(units, tool);
  return (
    <>
      <PriceBreaksTable tool={tool} quantity={inStock && inRange ? units : undefined} memberPrice={memberPrice} />
      {inStock ? null : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          This tool is out of stock right now. Please check back later.
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={`/purchase/${encodeURIComponent(tool._id)}`} className="btn btn-primary" aria-label={`Buy Now: ${tool.name}`}>
          Buy Now
        </Link>
      </div>
      {inStock ? <AddToCart tool={tool} memberPrice={memberPrice} quantity={quantity} onQuantityChange={setQuantity} /> : null}
    </>
  );
}

/** The quantity and 'Add to cart': checked like the purchase form's quantity (the cart's own rule), told in a toast. */
function AddToCart({
  tool,
  memberPrice,
  quantity,
  onQuantityChange,
}: {
  tool: ToolAnswer;
  memberPrice?: MemberPrice;
  quantity: string;
  onQuantityChange(quantity: string): void;
}) {
  const id = useId();
  const units = parseQuantity(quantity) ?? Number.NaN;
  const priced = isQuantityInRange(units, tool) ? units : undefined;
  const unitPriceCents = shownUnitPriceCents(tool, priced);
  const add = () => {
    const outcome = addToCart(tool, units);
    if (outcome.added) toast.success(`${units} × ${tool.name} added to your cart`);
    else toast.error(outcome.message);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-slate-800">
          Quantity
        </label>
        <input
          id={id}
          type="number"
          min={tool.minimum}
          max={mostOrderable(tool)}
          step={tool.orderMultiple}
          value={quantity}
          onChange={(event) => onQuantityChange(event.target.value)}
          className="input w-32"
        />
      </div>
      <button type="button" className="btn btn-outline" onClick={add}>
        Add to cart
      </button>
      <p aria-live="polite" className="self-center">
        Unit price:{' '}
        {memberPrice ? (
          <PriceWithList yourPriceCents={memberUnitPriceCents(memberPrice, priced ?? tool.minimum)} listPriceCents={unitPriceCents} />
        ) : (
          <span data-testid="unit-price">{formatPrice(unitPriceCents)}</span>
        )}
      </p>
    </div>
  );
}
