import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable } from '../../scripts/endpoint-table.js';

describe('the endpoint table in docs/endpoints.md', () => {
  it('matches the route manifest exactly', () => {
    const doc = readFileSync(new URL('../../docs/endpoints.md', import.meta.url), 'utf8');
    const section = doc.split('<!-- endpoints:start -->')[1]?.split('<!-- endpoints:end -->')[0]?.trim();
    expect(section).toBe(endpointTable());
  });
});
