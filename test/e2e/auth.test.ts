import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_PROJECT_ID } from '../../infra/local/local-config.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, submitLogin, useBrowser } from './support/browser.js';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** Fills and sends the sign-up form; resolves on the home page it leads to. */
async function signUpThroughForm(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await waitForPath(page, '/');
}

describe('signing up and logging in', () => {
  const browser = useBrowser();

  it('signs up a new customer, who lands on the home page signed in with a token', async () => {
    const { page, consoleErrors } = await browser.open('/signup');
    await signUpThroughForm(page, { name: 'Nora Newcomer', email: `new-${Date.now()}@tools.test`, password: 'newcomer123' });
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome to dashboard' }).waitFor();
    await page.getByRole('link', { name: 'My Order' }).waitFor(); // a new account is a customer
    expect(consoleErrors).toEqual([]);
  });

  it("has the provider send a new account its verification email, and the dashboard asks to verify, with 'Resend' sending it again", async () => {
    const verificationEmails = async (email: string) => {
      const response = await fetch(`${inject('e2eStack').authEmulatorUrl}/emulator/v1/projects/${LOCAL_PROJECT_ID}/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
      return oobCodes.filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email).length;
    };
    const { page, consoleErrors } = await browser.open('/signup');
    const email = `unverified-${Date.now()}@tools.test`;
    await signUpThroughForm(page, { name: 'Vera Unverified', email, password: 'unverified123' });
    expect(await verificationEmails(email)).toBe(1);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Verify your email to get order emails' });
    await notice.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Verification email sent: open its link, then sign in again').waitFor();
    expect(await verificationEmails(email)).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the failure message for a wrong password and stays on /login', async () => {
    const { page } = await browser.open('/login');
    await page.getByLabel('Email').fill(SEED_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Something is wrong please check your email and password' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('logs the seeded customer in, shows Sign Out, and signs out back to the home page', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, SEED_CUSTOMER);
    expect(pathOf(page)).toBe('/');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  it("sends a password reset email from the forgot-password dialog and says 'Please check out email'", async () => {
    const { page, consoleErrors } = await browser.open('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(SEED_CUSTOMER.email);
    await dialog.getByRole('button', { name: 'Send reset email' }).click();
    await page.getByText('Please check out email').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the customer signed in after a reload', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await page.goto(new URL('/dashboard', page.url()).toString());
    await page.getByRole('heading', { name: 'Welcome to dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Add A Review' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    expect(consoleErrors).toEqual([]);
  });
});

describe('protected pages', () => {
  const browser = useBrowser();

  it('sends a visitor from a signed-in page to /login and back there after logging in', async () => {
    const { page, consoleErrors } = await browser.open('/dashboard/myorder');
    await waitForPath(page, '/login');
    await submitLogin(page, SEED_CUSTOMER);
    expect(pathOf(page)).toBe('/dashboard/myorder');
    await page.getByRole('heading', { name: 'Welcome to dashboard' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('sends a visitor from a purchase page to /login and back to the same tool after logging in', async () => {
    const { page, consoleErrors } = await browser.open('/');
    const buyNow = page.getByRole('link', { name: /^Buy Now/ }).first();
    const href = await buyNow.getAttribute('href');
    await buyNow.click();
    await waitForPath(page, '/login');
    await submitLogin(page, SEED_CUSTOMER);
    expect(pathOf(page)).toBe(href);
    await page.getByRole('heading', { name: 'Place your order' }).waitFor();
    await expect.poll(() => page.getByLabel('Quantity').inputValue()).not.toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('sends a visitor from an admin page to /login', async () => {
    const { page, consoleErrors } = await browser.open('/dashboard/manageallorders');
    await waitForPath(page, '/login');
    expect(consoleErrors).toEqual([]);
  });

  it('sends a signed-in customer from an admin page to /login', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    for (const path of ['/dashboard/manageallorders', '/dashboard/makeaadmin', '/dashboard/addaproduct', '/dashboard/manageproducts']) {
      await page.goto(new URL(path, page.url()).toString());
      await waitForPath(page, '/login');
      await page.getByText('That page is for admins.').waitFor();
    }
    expect(consoleErrors).toEqual([]);
  });

  it('shows each role its own dashboard menu', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'Add A Review' }).waitFor();
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['My Profile', 'My Order', 'My Lists', 'Quotes', 'Add A Review', 'Quick order', 'Trade account']);
    // The seeded accounts are verified: no request to verify.
    await expect.poll(() => page.getByText('Verify your email to get order emails').count()).toBe(0);
    mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: 'test-results/screens/dashboard-customer.png', fullPage: true });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await loginAs(page, SEED_ADMIN);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await menu.getByRole('link', { name: 'Manage products' }).waitFor();
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([
        'My Profile',
        'Make admin',
        'Manage All orders',
        'Add a product',
        'Manage products',
        'Manage reviews',
        'Sales',
        'Audit log',
        'Trade accounts',
        'Quotes',
      ]);
    await menu.getByRole('link', { name: 'Manage All orders' }).click();
    await waitForPath(page, '/dashboard/manageallorders');
    await page.screenshot({ path: 'test-results/screens/dashboard-admin.png', fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
