/** The per-route part of docs/api.md, rendered from the manifest and route-docs.ts. */
import { handlerSource, routes } from '../../functions/manifest.js';
import { jsonSchema, objectOf, type JsonSchema } from './json-schemas.js';
import { routeDocs, type RouteDoc } from './route-docs.js';
import { routeErrors } from './route-errors.js';
import { tableAccess } from '../endpoint-table.js';

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.type === 'object') return 'object';
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function rules(schema: JsonSchema): string {
  const parts: string[] = [];
  const n = (key: string) => schema[key] as number | undefined;
  const minLength = n('minLength') ?? 0;
  if (minLength === 1) parts.push('not empty');
  else if (minLength > 1) parts.push(`at least ${minLength} characters`);
  if (n('maxLength') !== undefined) parts.push(`at most ${n('maxLength')} characters`);
  // A whole number's own bounds (Number.MIN_SAFE_INTEGER, MAX_SAFE_INTEGER) are no rule of ours.
  if (n('minimum') !== undefined && n('minimum') !== Number.MIN_SAFE_INTEGER) parts.push(`≥ ${n('minimum')}`);
  if (n('exclusiveMinimum') !== undefined) parts.push(`> ${n('exclusiveMinimum')}`);
  if (n('maximum') !== undefined && n('maximum') !== Number.MAX_SAFE_INTEGER) parts.push(`≤ ${n('maximum')}`);
  if (typeof schema.pattern === 'string') parts.push(`matches \`${schema.pattern}\``);
  return parts.join(', ');
}

function fieldTable(title: string, schema: JsonSchema, required: 'all' | 'listed'): string[] {
  const object = objectOf(schema);
  const entries = Object.entries(object.properties ?? {});
  if (entries.length === 0) return [];
  const rows = entries.map(([name, property]) => {
    const isRequired = required === 'all' || (object.required ?? []).includes(name);
    return `| \`${name}\` | ${typeOf(property)} | ${isRequired ? 'yes' : 'no'} | ${rules(property) || '-'} |`;
  });
  return [`${title}:`, '', '| Field | Type | Required | Rules |', '|---|---|---|---|', ...rows, ''];
}

function answerFields(schema: JsonSchema): string {
  const object = schema.type === 'array' && schema.items ? schema.items : schema;
  const names = Object.keys(object.properties ?? {}).map((name) => `\`${name}\``);
  const fields = names.length ? ` with ${names.join(', ')}` : '';
  return schema.type === 'array' ? `a JSON list of objects${fields}` : `a JSON object${fields}`;
}

function section(route: (typeof routes)[number], doc: RouteDoc): string[] {
  const lines = [`### ${route.method} ${route.path}`, '', doc.summary, ''];
  lines.push(`- Access: **${route.access}**, ${doc.who}.`);
  lines.push(`- Handler: \`${handlerSource(route)}\`; DynamoDB actions granted: ${tableAccess(route)}.`);
  if (doc.notes) lines.push(`- ${doc.notes}`);
  lines.push('');
  const input = (title: string, part: RouteDoc['params'], required: 'all' | 'listed') => (part ? fieldTable(title, jsonSchema(part, 'input'), required) : []);
  lines.push(
    ...input('Path', doc.params, 'all'),
    ...input('Query', doc.query, 'listed'),
    ...input('Headers', doc.headers, 'listed'),
    ...input('Body (JSON)', doc.body, 'listed'),
  );
  const answer = jsonSchema(doc.answer.schema, 'output');
  const paged = doc.answer.paged ? " The next page's cursor comes in the `x-next-cursor` header." : '';
  lines.push(`Answer: **${doc.answer.status}**, ${answerFields(answer)}. ${doc.answer.description}${paged}`, '');
  lines.push('Errors:', '', ...routeErrors(route, doc).map(([status, reason]) => `- **${status}**: ${reason}`), '');
  return lines;
}

export function routesMarkdown(): string {
  const index = [
    '| Method | Path | Access | Summary |',
    '|---|---|---|---|',
    ...routes.map((r) => `| ${r.method} | \`${r.path}\` | ${r.access} | ${routeDocs[r.handler].summary} |`),
    '',
  ];
  return [...index, ...routes.flatMap((route) => section(route, routeDocs[route.handler]))].join('\n').trim();
}
