import { Spinner } from '../../../components/spinner';

/** GET /hometools answers with this many tools. */
const HOME_TOOL_COUNT = 6;

/** Laid out like <ToolCard> (picture, name, a two-line description, the figures, the button): as tall as one. */
function ToolCardPlaceholder() {
  return (
    <div className="card flex flex-col overflow-hidden">
      <div className="aspect-[4/3] w-full bg-slate-100" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-12 rounded bg-slate-100" />
        <div className="h-15 rounded bg-slate-100" />
        <div className="mt-2 h-10 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * The Tools list while it loads: the spinner over placeholders the size of the cards, so the
 * sections below do not move when the tools arrive (layout shift).
 */
export function ToolsLoading() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: HOME_TOOL_COUNT }, (_, i) => (
          <ToolCardPlaceholder key={i} />
        ))}
      </div>
      <div className="absolute inset-x-0 top-0">
        <Spinner label="Loading tools" />
      </div>
    </div>
  );
}
