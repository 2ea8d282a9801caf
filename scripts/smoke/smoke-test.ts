/**
 * The post-deploy smoke test: checks a running shop end to end through its public addresses only,
 * and cleans up after itself. `npm run smoke -- <WebUrl> <ApiUrl>` runs it against a deployed stack
 * (the stack's outputs); the e2e project runs it against the local stack, so it is proven. Every
 * API call goes where the browser sends it: `<WebUrl>/api` (CloudFront, or Vite's proxy locally);
 * <ApiUrl>, the HTTP API itself, must refuse a call that bypasses CloudFront (403).
 *
 * 1. the page loads, and so does its runtime-config.json (which names the API, `/api`, and Firebase);
 * 2. public reads on the site's /api (the home tools and reviews, one tool when there is one), and
 *    <ApiUrl> answers 403 without CloudFront's origin header;
 * 3. a throwaway account signs up through Firebase Auth's REST API with the web API key, on an
 *    address of SES's mailbox simulator (success+<label>@simulator.amazonses.com), so any mail the
 *    shop sends it lands without a bounce;
 * 4. it logs in to the API and, when the catalog has a tool, orders the tool's minimum quantity and
 *    cancels the order (the stock goes back); finally the account is deleted from Firebase Auth.
 */
import { randomUUID } from 'node:crypto';

export interface SmokeStep {
  name: string;
  ms: number;
}

export interface SmokeReport {
  steps: SmokeStep[];
  /** The throwaway account (deleted by now) and the tool it ordered (its stock given back), if the catalog had one. */
  email: string;
  toolId?: string;
}

interface RuntimeConfig {
  apiUrl: string;
  firebase: { apiKey: string };
  /** Only locally: where the Firebase Auth emulator serves the same REST API. */
  authEmulatorUrl?: string;
}

interface Tool {
  _id: string;
  minimum: number;
}

class SmokeFailure extends Error {}

async function call<T>(what: string, url: string, init: RequestInit = {}, expected = [200]): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!expected.includes(response.status)) throw new SmokeFailure(`${what}: ${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return text as T;
  }
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Firebase Auth's REST API (Identity Toolkit), in the cloud or on the local emulator. */
function identityToolkit(config: RuntimeConfig, action: string): string {
  const base = config.authEmulatorUrl ? `${config.authEmulatorUrl}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${action}?key=${encodeURIComponent(config.firebase.apiKey)}`;
}

export async function runSmokeTest(webUrl: string, apiUrl: string, log: (line: string) => void = () => {}): Promise<SmokeReport> {
  const steps: SmokeStep[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await run();
    steps.push({ name, ms: Date.now() - started });
    log(`ok  ${name} (${Date.now() - started} ms)`);
    return result;
  };
  const directApi = apiUrl.replace(/\/+$/, '');
  const web = webUrl.replace(/\/+$/, '');
  const siteApi = `${web}/api`;

  const config = await step('the page and its runtime config load', async () => {
    const page = await call<string>('the page', `${web}/`);
    if (!page.includes('<div id="root">')) throw new SmokeFailure('the page is not the web app (no #root element)');
    const runtime = await call<RuntimeConfig>('the runtime config', `${web}/runtime-config.json`);
    const named = runtime.apiUrl && new URL(runtime.apiUrl, `${web}/`).href.replace(/\/+$/, '');
    if (named !== siteApi) throw new SmokeFailure(`runtime-config.json names the API ${runtime.apiUrl}, not /api on the site (${siteApi})`);
    if (!runtime.firebase?.apiKey) throw new SmokeFailure('runtime-config.json has no Firebase web API key');
    return runtime;
  });

  const tool = await step('public reads answer', async () => {
    const [tools] = await Promise.all([call<Tool[]>('home tools', `${siteApi}/hometools`), call<unknown[]>('home reviews', `${siteApi}/homereviews`)]);
    const first = tools[0];
    if (!first) return undefined;
    return (await call<{ tool: Tool }>('one tool', `${siteApi}/purchase/${encodeURIComponent(first._id)}`)).tool;
  });
  if (!tool) log('--  the catalog is empty: the order steps are skipped');

  await step('the HTTP API itself refuses a call that bypasses CloudFront', () =>
    call('home tools from the HTTP API itself', `${directApi}/hometools?limit=1`, {}, [403]),
  );

  const id = randomUUID().slice(0, 8);
  const account = { email: `success+smoke-${id}@simulator.amazonses.com`, password: `smoke-${randomUUID()}` };
  const session = await step('a throwaway account signs up with Firebase', () =>
    call<{ idToken: string; email: string }>('sign-up', identityToolkit(config, 'signUp'), json('POST', { ...account, returnSecureToken: true })),
  );
  try {
    const { token } = await step('it logs in to the API', () =>
      call<{ token: string }>(
        'login',
        `${siteApi}/login/${encodeURIComponent(session.email)}`,
        json('PUT', { email: session.email }, { auth: `bearer ${session.idToken}` }),
      ),
    );
    const auth = { auth: `bearer ${token}` };
    if (!tool) return { steps, email: session.email };
    const { order } = await step('it orders', () =>
      call<{ order: { _id: string } }>(
        'order',
        `${siteApi}/purchase/${encodeURIComponent(tool._id)}`,
        json('PUT', { address: '1 Smoke Test Lane', number: '01234567890', quantity: tool.minimum }, { ...auth, 'idempotency-key': randomUUID() }),
      ),
    );
    await step('it cancels the order', () =>
      call('cancel', `${siteApi}/myordercancel/${encodeURIComponent(order._id)}/${encodeURIComponent(session.email)}`, { method: 'DELETE', headers: auth }),
    );
  } finally {
    await step('the account is deleted', () => call('delete the account', identityToolkit(config, 'delete'), json('POST', { idToken: session.idToken })));
  }
  return { steps, email: session.email, toolId: tool?._id };
}
