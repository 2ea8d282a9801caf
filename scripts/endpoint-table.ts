/** Prints the README's endpoint table from the route manifest: `npx tsx scripts/endpoint-table.ts`. */
import { routes } from '../functions/manifest.js';

export function endpointTable(): string {
  const rows = routes.map(
    (r) => `| ${r.method} | \`${r.path}\` | ${r.access} | \`functions/handlers/${r.handler}.ts\` | ${r.reads.join(', ') || '-'} | ${r.writes.join(', ') || '-'} |`,
  );
  return ['| Method | Path | Access | Handler | Reads | Writes |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(endpointTable());
