import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FIREBASE_API_KEY, LOCAL_PROJECT_ID, localSettings } from '../../infra/local/local-config.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { SEED_ADMIN } from '../../infra/local/seed-data.js';
import { runSmokeTest, type SmokeReport } from '../../scripts/smoke/smoke-test.js';
import { E2E_PORT_OFFSET } from './global-setup.js';

const emailUrl = localSettings({ portOffset: E2E_PORT_OFFSET }).urls.email;

const toolAnswer = async (apiUrl: string, toolId: string): Promise<{ status: number; available?: number }> => {
  const response = await fetch(`${apiUrl}/purchase/${encodeURIComponent(toolId)}`, { headers: localOriginHeaders() });
  if (response.status !== 200) return { status: response.status };
  return { status: 200, available: ((await response.json()) as { tool: { available: number } }).tool.available };
};

/** The SES stand-in accepted the receipt: its mailbox holds a "Receipt:" email to the smoke address about the order. */
const receiptAccepted = async ({ orderId, email }: { orderId: string; email: string }): Promise<boolean> => {
  const { emails } = (await (await fetch(`${emailUrl}/store`)).json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
  };
  const toSmoke = emails.filter((sent) => sent.destination.to.includes(email));
  if (toSmoke.some((sent) => sent.subject.startsWith('Receipt:') && (sent.body.text ?? '').includes(orderId))) return true;
  throw new Error(`no receipt in the SES stand-in's ${emails.length} emails: ${JSON.stringify(emails.map((sent) => [sent.destination.to, sent.subject]))}`);
};

/** The standing smoke customer of a stage: an address on SES's mailbox simulator, verified (set through the emulator's admin API). */
async function verifiedSmokeCustomer(authEmulatorUrl: string): Promise<{ email: string; password: string }> {
  const account = { email: `success+smoke-${randomUUID().slice(0, 8)}@simulator.amazonses.com`, password: `smoke-${randomUUID()}` };
  const identityToolkit = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const signedUp = await fetch(`${identityToolkit}/accounts:signUp?key=${LOCAL_FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const { localId } = (await signedUp.json()) as { localId: string };
  const verified = await fetch(`${identityToolkit}/projects/${LOCAL_PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  expect(verified.status).toBe(200);
  return account;
}

const smoke = async (webUrl: string, apiUrl: string, authEmulatorUrl: string) =>
  runSmokeTest(webUrl, apiUrl, {
    admin: { email: SEED_ADMIN.email, password: SEED_ADMIN.password },
    customer: await verifiedSmokeCustomer(authEmulatorUrl),
    receiptAccepted,
    waitMs: 30_000,
    pollMs: 200,
  });

const PAID_STEPS = [
  'the smoke customer signs in with Firebase',
  'it logs in to the API',
  'it orders',
  'it pays with the test card (pm_card_visa)',
  "the provider's webhook marks the order paid",
  'SES accepted the receipt',
  'the admin refunds the order (money and units back)',
];
const FIRST_STEPS = [
  'the page and its runtime config load',
  'public reads answer',
  'the HTTP API itself refuses a call that bypasses CloudFront',
  'the payment mode is known',
];

function expectPaidAndRefunded(report: SmokeReport) {
  expect(report.email).toMatch(/^success\+smoke-.+@simulator\.amazonses\.com$/);
  expect(report.outcome).toBe('paid-and-refunded');
}

/** The site as the smoke test sees it, but with an empty home list: the script must add its own tool. */
function emptyCatalogSite(webUrl: string): Promise<Server & { url: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url?.startsWith('/api/hometools')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host')) as Record<
        string,
        string
      >;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${webUrl}${request.url ?? '/'}`, { method: request.method, headers, body });
      const text = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(text);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(Object.assign(server, { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }));
    }),
  );
}

describe('the post-deploy smoke test (npm run smoke)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('pays a catalog tool with the test card, sees the webhook and the receipt, and refunds it: the stock is back', async () => {
    const { webUrl, apiUrl, authEmulatorUrl } = inject('e2eStack');
    const firstTool = ((await (await fetch(`${apiUrl}/hometools`, { headers: localOriginHeaders() })).json()) as { _id: string }[])[0]?._id ?? '';
    const before = await toolAnswer(apiUrl, firstTool);

    const report = await smoke(webUrl, apiUrl, authEmulatorUrl);

    expect(report.steps.map((step) => step.name)).toEqual([...FIRST_STEPS, 'the admin logs in', ...PAID_STEPS]);
    expect(report.toolId).toBe(firstTool);
    expect(report.createdToolId).toBeUndefined();
    expect(await toolAnswer(apiUrl, firstTool)).toEqual(before);
    expectPaidAndRefunded(report);
  });

  it('on an empty catalog, adds a smoke tool as the admin, pays it, and archives it after', async () => {
    const { webUrl, apiUrl, authEmulatorUrl } = inject('e2eStack');
    const site = await emptyCatalogSite(webUrl);
    servers.push(site);

    const report = await smoke(site.url, apiUrl, authEmulatorUrl);

    expect(report.steps.map((step) => step.name)).toEqual([
      ...FIRST_STEPS,
      'the admin logs in',
      'the catalog is empty: the admin adds a smoke tool',
      ...PAID_STEPS,
      'the smoke tool is archived',
    ]);
    expect(report.createdToolId).toBeDefined();
    expect(report.toolId).toBe(report.createdToolId);
    expect((await toolAnswer(apiUrl, report.createdToolId ?? '')).status).toBe(404);
    expectPaidAndRefunded(report);
  });
});
