import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { API_MARKDOWN_FILE, OPENAPI_FILE, openApiText, withRoutesSection } from '../../scripts/api-contract/api-docs-files.js';

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
});
