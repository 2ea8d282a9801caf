import type { Rating } from '@functions/catalog/contract/rating';
import { NO_RATING } from '@functions/catalog/contract/rating';
import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { Link } from 'react-router-dom';
import type { MemberPrice } from '../../../components/member-price';
import { ToolFacts } from '../../../components/tool-facts';
import { ToolRating } from '../../../components/tool-rating';

/** What a card shows: a tool as the home page's list or the catalog answers it (the catalog leaves out a rating without reviews). */
export type CardTool = Pick<ToolAnswer, '_id' | 'name' | 'desc' | 'img' | 'available' | 'minimum' | 'priceCents'> &
  Partial<Pick<ToolAnswer, 'sku' | 'orderMultiple' | 'maxPerOrder'>> & { rating?: Rating };

/** The path of a tool's public product page. */
export const toolPagePath = (id: string) => `/tools/${encodeURIComponent(id)}`;

/** A tool's card; a trade member's card shows 'Your price' beside the list price. */
export function ToolCard({ tool, memberPrice }: { tool: CardTool; memberPrice?: MemberPrice }) {
  return (
    <article className="card flex w-full flex-col overflow-hidden">
      <img src={tool.img} alt={tool.name} className="aspect-[4/3] w-full bg-slate-100 object-cover" loading="lazy" width={400} height={300} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-bold">
          <Link to={toolPagePath(tool._id)} className="hover:underline">
            {tool.name}
          </Link>
        </h3>
        <ToolRating rating={tool.rating ?? NO_RATING} />
        <p className="flex-1 text-slate-700">{tool.desc}</p>
        <ToolFacts tool={tool} memberPrice={memberPrice} className="text-sm" />
        <Link to={`/purchase/${encodeURIComponent(tool._id)}`} className="btn btn-primary mt-2" aria-label={`Buy Now: ${tool.name}`}>
          Buy Now
        </Link>
      </div>
    </article>
  );
}
