/** Writes docs/openapi.json and the routes section of docs/api.md: `npm run docs:api`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { API_MARKDOWN_FILE, OPENAPI_FILE, openApiText, withRoutesSection } from './api-contract/api-docs-files.js';

writeFileSync(OPENAPI_FILE, openApiText());
writeFileSync(API_MARKDOWN_FILE, withRoutesSection(readFileSync(API_MARKDOWN_FILE, 'utf8')));
console.log('Wrote docs/openapi.json and docs/api.md');
