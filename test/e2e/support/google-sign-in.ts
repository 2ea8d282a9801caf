/**
 * Signing in with Google through the Auth emulator's own sign-in popup (its /emulator/auth/handler
 * page), for the browser tests; the context must serve the stand-in for Google's API loader first
 * (serveGoogleApiStandIn in google-api-stand-in.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export interface GoogleAccount {
  email: string;
  name: string;
}

export function newGoogleAccount(): GoogleAccount {
  const id = randomUUID().slice(0, 8);
  return { email: `google-${id}@gmail.test`, name: `Gina Google ${id}` };
}

/**
 * Clicks 'Continue with Google' and signs in in the emulator's popup, as a new Google account
 * ("Add new account") or as one the emulator already has (its entry in the list); resolves when
 * the app closed the popup.
 */
export async function signInThroughGooglePopup(page: Page, account: GoogleAccount, as: 'new account' | 'existing account'): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  const popupClosed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.waitForURL((url) => url.pathname === '/emulator/auth/handler');
  if (as === 'new account') {
    await popup.getByRole('button', { name: 'Add new account' }).click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.name);
    await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  } else {
    await popup.getByText(account.email, { exact: true }).click();
  }
  await popupClosed;
}

/**
 * The uncaught errors thrown in the Auth emulator's helper frame (/emulator/auth/iframe): its script
 * reads sessionStorage unguarded, which Chromium denies a cross-site frame (the app is served from
 * localhost, the emulator from 127.0.0.1). It has registered its handlers by then, and the popup's
 * sign-in still reaches the app through it; the app's own documents must add no error.
 */
export function helperFrameErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (error.stack?.includes('/emulator/auth/iframe')) errors.push(`Uncaught: ${error.message}`);
  });
  return errors;
}
