/** Where the generated contract lives, and what each file should hold. */
import { openApiDocument } from './openapi.js';
import { routesMarkdown } from './api-markdown.js';

export const OPENAPI_FILE = new URL('../../docs/openapi.json', import.meta.url);
export const API_MARKDOWN_FILE = new URL('../../docs/api.md', import.meta.url);
export const ROUTES_START = '<!-- routes:start -->';
export const ROUTES_END = '<!-- routes:end -->';

export const openApiText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

/** docs/api.md with its generated routes section replaced; the prose around it is kept. */
export function withRoutesSection(markdown: string): string {
  const [before, rest] = markdown.split(ROUTES_START);
  const after = rest?.split(ROUTES_END)[1];
  if (before === undefined || after === undefined) throw new Error(`docs/api.md lacks the ${ROUTES_START} ... ${ROUTES_END} markers`);
  return `${before}${ROUTES_START}\n${routesMarkdown()}\n${ROUTES_END}${after}`;
}
