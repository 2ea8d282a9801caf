/** Prints the README's endpoint table from the route manifest: `npx tsx scripts/endpoint-table.ts`. */
import { handlerSource, routes, type RouteDefinition } from '../functions/manifest.js';

/** `orders: GetItem, PutItem; tools: UpdateItem; users (unpaid#* only): UpdateItem` */
export function tableAccess(route: RouteDefinition): string {
  const entries = Object.entries(route.tables).map(([table, actions]) => `${table}: ${(actions ?? []).join(', ')}`);
  const scoped = Object.entries(route.keyScoped ?? {}).map(([table, grant]) => `${table} (${grant?.prefix}* only): ${grant?.actions.join(', ')}`);
  return [...entries, ...scoped].join('; ') || '-';
}

export function endpointTable(): string {
  const rows = routes.map((r) => `| ${r.method} | \`${r.path}\` | ${r.access} | \`${handlerSource(r)}\` | ${tableAccess(r)} |`);
  return ['| Method | Path | Access | Handler | DynamoDB actions granted |', '|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(endpointTable());
