import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerSource, routes } from '../../functions/manifest.js';
import { API_MARKDOWN_FILE, OPENAPI_FILE, openApiText, withRoutesSection } from '../../scripts/api-contract/api-docs-files.js';
import { jsonSchema } from '../../scripts/api-contract/json-schemas.js';
import { routeDocs } from '../../scripts/api-contract/route-docs.js';
import type * as z from '../../functions/platform/contract/zod.js';

const REQUEST_PARTS = ['params', 'query', 'headers', 'body'] as const;

/** What a route validates, from its request module (contract/requests/<handler>.ts), the one its handler loads. */
async function requestSchemasOf(route: (typeof routes)[number]): Promise<Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodMiniType>>> {
  const file = handlerSource(route).replace('/handlers/', '/contract/requests/');
  return existsSync(file) ? ((await import(`../../${file}`)) as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodMiniType>>) : {};
}

describe('the API contract in docs/', () => {
  it('docs/openapi.json is what the manifest and schemas generate (run npm run docs:api)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('docs/api.md routes section is what the manifest and schemas generate (run npm run docs:api)', () => {
    const markdown = readFileSync(API_MARKDOWN_FILE, 'utf8');
    expect(markdown).toBe(withRoutesSection(markdown));
  });

  it('documents every route of the manifest, with its access level', () => {
    const document = JSON.parse(openApiText()) as { paths: Record<string, Record<string, { 'x-access': string }>> };
    for (const route of routes) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()]?.['x-access'], `${route.method} ${route.path}`).toBe(route.access);
    }
  });

  it('answers a body-taking route with its required fields and an error for bad input', () => {
    const document = JSON.parse(openApiText());
    const createOrder = document.paths['/purchase/{id}'].put;
    expect(createOrder.requestBody.content['application/json'].schema.required).toEqual(['address', 'number', 'quantity']);
    expect(Object.keys(createOrder.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
  });

  it.each(routes.map((route) => [route.handler, route] as const))('documents what %s validates, as its request module says', async (_handler, route) => {
    const validated = await requestSchemasOf(route);
    for (const part of REQUEST_PARTS) {
      const documented = routeDocs[route.handler][part];
      const schema = validated[part];
      expect(documented && jsonSchema(documented, 'input'), part).toEqual(schema && jsonSchema(schema, 'input'));
    }
  });
});
