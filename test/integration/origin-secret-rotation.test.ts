/**
 * The origin secret changes without an outage (docs/deploy.md, "Changing the origin secret"): the
 * functions read it at run time (this stack's functions read it again after a second, the cloud's
 * after 5 minutes), accept the current and the previous value while it changes, and refuse the old
 * one once the rotation ends. Each step is a PutSecretValue on the running stack: no redeploy.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { LOCAL_ORIGIN_VERIFY_SECRET } from '../../infra/local/origin-verify.js';
import { apiUrl } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { putOriginSecret } from '../support/origin-secret.js';

const OLD = LOCAL_ORIGIN_VERIFY_SECRET;
const NEW = 'rotated-origin-verify-secret-0123456789abcdef';
/** A public read (200 when the header passes) and a signed-in one (401 without a token when it passes: the origin is checked first). */
const PROBES = [
  { path: '/hometools?limit=1', passed: 200 },
  { path: '/myorder/someone@tools.test', passed: 401 },
] as const;

/** The status of each probe called with this origin header value. */
async function statusesWith(value: string): Promise<number[]> {
  return Promise.all(PROBES.map(async ({ path }) => (await fetch(apiUrl(path), { headers: { [ORIGIN_VERIFY_HEADER]: value } })).status));
}
const passed = PROBES.map((probe) => probe.passed);
const refused = PROBES.map(() => 403);
const same = (expected: number[]) => (statuses: number[]) => statuses.every((status, i) => status === expected[i]);

describe('changing the origin secret', () => {
  afterAll(async () => {
    // The stack's other tests send the local value: put it back, and see it accepted again.
    await putOriginSecret({ current: OLD, previous: '' });
    expect(await eventually(() => statusesWith(OLD), same(passed))).toEqual(passed);
  });

  it('accepts the old and the new value while it changes, and only the new one after', async () => {
    expect(await statusesWith(OLD)).toEqual(passed);
    expect(await statusesWith(NEW)).toEqual(refused);

    // Step 1: the new value becomes current, the old one previous; CloudFront still sends the old one.
    await putOriginSecret({ current: NEW, previous: OLD });
    expect(await eventually(() => statusesWith(NEW), same(passed))).toEqual(passed);
    // Every function, on every call while the rotation runs, still takes the old value.
    for (let call = 0; call < 5; call += 1) expect(await statusesWith(OLD)).toEqual(passed);

    // Step 3 (after CloudFront sends the new value): the previous value is dropped.
    await putOriginSecret({ current: NEW, previous: '' });
    expect(await eventually(() => statusesWith(OLD), same(refused))).toEqual(refused);
    expect(await statusesWith(NEW)).toEqual(passed);
  });
});
