import { describe, expect, inject, it } from 'vitest';
import { LOCAL_PROJECT_ID } from '../../infra/local/local-config.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { runSmokeTest } from '../../scripts/smoke/smoke-test.js';

const available = async (apiUrl: string, toolId: string): Promise<number> => {
  const response = await fetch(`${apiUrl}/purchase/${encodeURIComponent(toolId)}`, { headers: localOriginHeaders() });
  return ((await response.json()) as { tool: { available: number } }).tool.available;
};

/** The emulator's admin lookup (the emulator accepts `Bearer owner` as an admin credential). */
const accountExists = async (authEmulatorUrl: string, email: string): Promise<boolean> => {
  const response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  return (((await response.json()) as { users?: unknown[] }).users?.length ?? 0) > 0;
};

describe('the post-deploy smoke test (npm run smoke)', () => {
  it('passes against the local stack and leaves nothing behind: the stock is back and the account is gone', async () => {
    const { webUrl, apiUrl, authEmulatorUrl } = inject('e2eStack');
    const firstTool = async () => ((await (await fetch(`${apiUrl}/hometools`, { headers: localOriginHeaders() })).json()) as { _id: string }[])[0]?._id ?? '';
    const stockBefore = await available(apiUrl, await firstTool());

    const report = await runSmokeTest(webUrl, apiUrl);

    expect(report.steps.map((step) => step.name)).toEqual([
      'the page and its runtime config load',
      'public reads answer',
      'the HTTP API itself refuses a call that bypasses CloudFront',
      'a throwaway account signs up with Firebase',
      'it logs in to the API',
      'it orders',
      'it cancels the order',
      'the account is deleted',
    ]);
    expect(report.email).toMatch(/^success\+smoke-.+@simulator\.amazonses\.com$/);
    expect(await available(apiUrl, report.toolId ?? '')).toBe(stockBefore);
    expect(await accountExists(authEmulatorUrl, report.email)).toBe(false);
  });
});
