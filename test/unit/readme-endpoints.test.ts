import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable } from '../../scripts/endpoint-table.js';

describe('README endpoint table', () => {
  it('matches the route manifest exactly', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('<!-- endpoints:start -->')[1]?.split('<!-- endpoints:end -->')[0]?.trim();
    expect(section).toBe(endpointTable());
  });
});
