/** The OpenAPI 3.1 document of the API, built from the route manifest and route-docs.ts. */
import { routes } from '../../functions/manifest.js';
import { jsonSchema, objectOf, type JsonSchema } from './json-schemas.js';
import { routeDocs } from './route-docs.js';
import { routeErrors } from './route-errors.js';

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong; for bad input it starts with the field name.' },
    details: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
    },
  },
  required: ['message'],
};

function parameters(where: 'path' | 'query' | 'header', schema: JsonSchema | undefined) {
  if (!schema) return [];
  const object = objectOf(schema);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(route: (typeof routes)[number]) {
  const doc = routeDocs[route.handler];
  const input = (part: typeof doc.params) => (part ? jsonSchema(part, 'input') : undefined);
  const responses: Record<string, unknown> = {
    [doc.answer.status]: {
      description: doc.answer.description,
      ...(doc.answer.paged
        ? { headers: { 'x-next-cursor': { description: 'The cursor of the next page; absent on the last page.', schema: { type: 'string' } } } }
        : {}),
      content: { [doc.answer.contentType ?? 'application/json']: { schema: jsonSchema(doc.answer.schema, 'output') } },
    },
  };
  for (const [status, reason] of routeErrors(route, doc)) {
    responses[status] = { description: reason, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  const body = input(doc.body);
  return {
    operationId: route.handler,
    summary: doc.summary,
    description: [`Who: ${doc.who}.`, doc.notes].filter(Boolean).join('\n\n'),
    'x-access': route.access,
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters('path', input(doc.params)), ...parameters('query', input(doc.query)), ...parameters('header', input(doc.headers))],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description: 'Generated from functions/manifest.ts and the zod schemas by `npm run docs:api`; docs/api.md explains it.',
    },
    servers: [{ url: 'http://localhost:3001', description: 'npm start' }],
    security: [{ appToken: [] }],
    components: {
      securitySchemes: {
        appToken: { type: 'apiKey', in: 'header', name: 'auth', description: '`bearer <token>`, the token PUT /login/{email} answers.' },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
