/**
 * 'Continue with Google' on /login, through the Auth emulator's own Google sign-in popup (its
 * /emulator/auth/handler page: "Add new account", or an account it already has). Google's API
 * loader, which the popup flow needs and which this machine cannot download, is served by a
 * stand-in (support/google-api-stand-in.ts); the app, the Firebase SDK, the emulator's pages and the
 * shop's API are the real ones.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_PROJECT_ID } from '../../infra/local/local-config.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { serveGoogleApiStandIn } from './support/google-api-stand-in.js';
import { helperFrameErrors, newGoogleAccount, signInThroughGooglePopup } from './support/google-sign-in.js';
import { useBrowser } from './support/browser.js';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** The Firebase accounts the Auth emulator holds for an address (its admin lookup). */
async function firebaseAccountsOf(email: string): Promise<{ localId: string; providers: string[] }[]> {
  const response = await fetch(`${inject('e2eStack').authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`The Auth emulator's lookup answered ${response.status}: ${await response.text()}`);
  const { users = [] } = (await response.json()) as { users?: { localId: string; providerUserInfo?: { providerId: string }[] }[] };
  return users.map((user) => ({ localId: user.localId, providers: (user.providerUserInfo ?? []).map((info) => info.providerId) }));
}

/** The app's access token the page holds once signed in. */
async function accessTokenOf(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
  return (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
}

/** The user the app's access token is for (its `sub`). */
function subjectOf(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
}

/** GET /userupdate/{email} with the page's token: the user as the users table holds it. */
async function storedUserOf(token: string, email: string): Promise<{ _id: string; email: string; name: string }> {
  const response = await fetch(`${inject('e2eStack').apiUrl}/userupdate/${encodeURIComponent(email)}`, {
    headers: { ...localOriginHeaders(), auth: `bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /userupdate answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user: { _id: string; email: string; name: string } }).user;
}

/** Opens /login, signs a new Google account in through the emulator's popup, and waits for the home page. */
async function signInNewGoogleAccount(browser: ReturnType<typeof useBrowser>) {
  const { page, context, consoleErrors } = await browser.open('/login');
  await serveGoogleApiStandIn(context);
  const helperErrors = helperFrameErrors(page);
  const account = newGoogleAccount();
  await signInThroughGooglePopup(page, account, 'new account');
  await waitForPath(page, '/');
  return { page, consoleErrors, helperErrors, account };
}

describe("signing in with Google (the Auth emulator's Google popup)", () => {
  const browser = useBrowser();

  it('signs a new Google account in: home page, signed in, its orders and profile served by the API, under its Firebase uid', async () => {
    const { page, consoleErrors, helperErrors, account } = await signInNewGoogleAccount(browser);

    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    const accounts = await firebaseAccountsOf(account.email);
    expect(accounts).toEqual([{ localId: expect.any(String), providers: ['google.com'] }]);
    const uid = accounts[0]?.localId;
    const token = await accessTokenOf(page);
    expect(subjectOf(token)).toBe(uid);
    expect(await storedUserOf(token, account.email)).toMatchObject({ _id: uid, email: account.email, name: account.name });

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome to dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['My Profile', 'My Order', 'My Lists', 'Quotes', 'Add A Review', 'Quick order', 'Trade account']);
    // Google verified the address: no request to verify it.
    await expect.poll(() => page.getByText('Verify your email to get order emails').count()).toBe(0);

    await menu.getByRole('link', { name: 'My Order' }).click();
    await waitForPath(page, '/dashboard/myorder');
    await page.getByText('You have no orders yet.').waitFor();

    await menu.getByRole('link', { name: 'My Profile' }).click();
    const details = page.getByRole('region', { name: 'Your information' });
    await expect.poll(() => details.getByRole('definition').allTextContents()).toEqual([account.name, account.email, ...Array(4).fill('not set yet')]);
    expect(pathOf(page)).toBe('/dashboard/myprofile');
    expect(consoleErrors.filter((error) => !helperErrors.includes(error))).toEqual([]);
  });

  it('signs the same Google account in again as the same user (same uid), not a new one', async () => {
    const { page, consoleErrors, helperErrors, account } = await signInNewGoogleAccount(browser);
    const firstToken = await accessTokenOf(page);
    const [first] = await firebaseAccountsOf(account.email);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await signInThroughGooglePopup(page, account, 'existing account');
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    const secondToken = await accessTokenOf(page);

    expect(await firebaseAccountsOf(account.email)).toEqual([first]);
    expect(subjectOf(secondToken)).toBe(first?.localId);
    expect(subjectOf(secondToken)).toBe(subjectOf(firstToken));
    expect(await storedUserOf(secondToken, account.email)).toMatchObject({ _id: first?.localId, email: account.email });
    expect(consoleErrors.filter((error) => !helperErrors.includes(error))).toEqual([]);
  });
});
