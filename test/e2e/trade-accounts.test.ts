/**
 * Trade accounts in the browser, one story: a customer applies for a trade account on /trade, the
 * shop admin approves it with a discount and a contract price in the dashboard's 'Trade accounts'
 * tab, the company admin invites a buyer by email, a Google account (signed in through the Auth
 * emulator's popup) joins with the link from that email, sees its own prices, places an order above
 * its approval limit, which waits until the company admin approves it on /trade, and pays it by card.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addTestTool, appTokenOf, signUpFreshCustomer } from './dashboard-setup.js';
import { confirmDialog, goTo, toast } from './support/dashboard-page.js';
import { serveGoogleApiStandIn } from './support/google-api-stand-in.js';
import { helperFrameErrors, newGoogleAccount, signInThroughGooglePopup } from './support/google-sign-in.js';
import { SEED_ADMIN, loginAs, submitLogin, useBrowser } from './support/browser.js';

interface SentEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The emails the local email server (the SES stand-in) was given, to one address. */
async function emailsTo(address: string): Promise<SentEmail[]> {
  const response = await fetch(`${inject('e2eStack').emailUrl}/store`);
  const { emails } = (await response.json()) as { emails: SentEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

/** The path of the invitation link in the invitation email (the token exists only there). */
async function invitationPathFor(address: string, companyName: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const email = (await emailsTo(address)).find((sent) => sent.subject === `You are invited to ${companyName}'s trade account`);
      path = /\/trade\/join\/[A-Za-z0-9_-]+/.exec(email?.body.text ?? '')?.[0];
      return path;
    })
    .toMatch(/^\/trade\/join\//);
  return path!;
}

async function addToCart(page: Page, tool: { id: string; name: string }, quantity: number) {
  await goTo(page, `/tools/${tool.id}`);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await toast(page, `${quantity} × ${tool.name} added to your cart`);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Uncaught errors of the app's own documents (failed API answers the app shows, like /trade's 404 for a non-member, are not counted). */
const uncaught = (errors: string[], allowed: string[] = []) => errors.filter((error) => error.startsWith('Uncaught') && !allowed.includes(error));

let adminToken: string;

beforeAll(async () => {
  adminToken = await appTokenOf(SEED_ADMIN);
});

describe('trade accounts', () => {
  const browser = useBrowser();

  it(
    'applies, is approved with a discount and a contract price, invites a Google buyer who orders above its limit, approved on /trade, then paid',
    { timeout: 300_000 },
    async () => {
      const id = randomUUID().slice(0, 8);
      const companyName = `Acme Builders ${id}`;
      // Set-up through the API: two tools of the test's own ($12.50 each, minimum 10) and the
      // applicant, an email/password account (signed up with the Auth emulator, as other tests do).
      const [contractTool, discountedTool] = await Promise.all([addTestTool(adminToken, 'Trade Drill'), addTestTool(adminToken, 'Trade Saw')]);
      const applicant = await signUpFreshCustomer('trade-applicant');

      // 1. A new Google account signs in through the emulator's popup: the buyer-to-be.
      const buyerAccount = newGoogleAccount();
      const buyer = await browser.open('/login');
      await serveGoogleApiStandIn(buyer.context);
      const buyerHelperErrors = helperFrameErrors(buyer.page);
      await signInThroughGooglePopup(buyer.page, buyerAccount, 'new account');
      await buyer.page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      await buyer.page.getByRole('button', { name: 'Sign Out' }).waitFor();

      // The applicant signs in and applies for a trade account on /trade.
      const companyAdmin = await browser.open('/login');
      await submitLogin(companyAdmin.page, applicant);
      await goTo(companyAdmin.page, '/trade');
      const applyForm = companyAdmin.page.getByRole('form', { name: 'Apply for a trade account' });
      await applyForm.getByLabel('Company name').fill(companyName);
      await applyForm.getByLabel('Address').fill('2 Site Road, Leeds');
      await applyForm.getByLabel('Phone number').fill('01712345678');
      await applyForm.getByRole('button', { name: 'Apply' }).click();
      await toast(companyAdmin.page, 'Your application was sent. We will email you once it is reviewed.');
      const companySummary = companyAdmin.page.getByRole('region', { name: 'Your company' });
      await companySummary.getByText('Waiting for review', { exact: true }).waitFor();
      await companySummary.getByText(companyName, { exact: true }).waitFor();

      // 2. The shop admin approves it with 10 % off in the dashboard's 'Trade accounts' tab.
      const shopAdmin = await browser.open('/');
      await loginAs(shopAdmin.page, SEED_ADMIN);
      await goTo(shopAdmin.page, '/dashboard');
      await shopAdmin.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Trade accounts' }).click();
      await shopAdmin.page.getByRole('heading', { name: 'Trade accounts' }).waitFor();
      const application = shopAdmin.page.getByRole('article', { name: companyName });
      await application.getByText(`Applied by ${applicant.email}`).waitFor();
      const approveForm = application.getByRole('form', { name: `Approve ${companyName}` });
      await approveForm.getByLabel('Discount %').fill('10');
      await approveForm.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(shopAdmin.page, `${companyName} approved`);
      // It leaves the applications; among the approved accounts it gets a contract price for the drill.
      await application.waitFor({ state: 'detached' });
      await shopAdmin.page.getByLabel('Show').selectOption('approved');
      const account = shopAdmin.page.getByRole('article', { name: companyName });
      await account.getByText('10 %', { exact: true }).waitFor();
      await account.getByText('Approved', { exact: true }).waitFor();
      await account.getByRole('button', { name: 'Contract prices' }).click();
      const prices = account.getByLabel(/^Contract prices \(one per line/);
      await expect.poll(() => prices.isEnabled()).toBe(true);
      await prices.fill(`${contractTool.id} 10`);
      await account.getByRole('button', { name: 'Save contract prices' }).click();
      await toast(shopAdmin.page, 'Contract prices saved (1)');
      await expect.poll(() => prices.inputValue()).toBe(`${contractTool.id} 10`);

      // 3. The company admin sees the account approved and invites the Google address as a buyer, up to $500.
      await companyAdmin.page.reload();
      await companySummary.getByText('Approved', { exact: true }).waitFor();
      await expect.poll(() => companySummary.getByText('10 %', { exact: true }).count()).toBe(1);
      const inviteForm = companyAdmin.page.getByRole('form', { name: 'Invite a member' });
      await inviteForm.getByLabel('Email').fill(buyerAccount.email);
      await inviteForm.getByLabel('Role').selectOption('buyer');
      await inviteForm.getByLabel('Approval limit in dollars (optional)').fill('500');
      await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
      await toast(companyAdmin.page, `Invitation sent to ${buyerAccount.email}`);

      // The link is only in the email: the buyer opens it, signed in with Google under that address, and joins.
      const joinPath = await invitationPathFor(buyerAccount.email, companyName);
      await goTo(buyer.page, joinPath);
      await buyer.page.getByText(`You are signed in as ${buyerAccount.email}.`).waitFor();
      await buyer.page.getByRole('button', { name: 'Accept the invitation' }).click();
      await buyer.page.getByText(`You joined ${companyName}.`).waitFor();
      await buyer.page.getByRole('link', { name: 'See your trade account' }).click();
      const members = buyer.page.getByRole('table', { name: 'Members' });
      await members.getByRole('cell', { name: `${buyerAccount.name} (you)` }).waitFor();
      const buyerRow = members.getByRole('row').filter({ hasText: buyerAccount.name });
      await expect.poll(() => buyerRow.getByRole('cell').allTextContents()).toEqual([`${buyerAccount.name} (you)`, 'Buyer', '$500.00', 'Leave']);

      // 4. The buyer sees its own prices: the contract price on the drill, 10 % off the saw ($11.25).
      await goTo(buyer.page, `/tools/${contractTool.id}`);
      await buyer.page.getByRole('heading', { level: 1, name: contractTool.name }).waitFor();
      await expect.poll(() => buyer.page.getByTestId('your-price').textContent()).toBe('$10.00 per unit');
      await goTo(buyer.page, `/tools/${discountedTool.id}`);
      await buyer.page.getByRole('heading', { level: 1, name: discountedTool.name }).waitFor();
      await expect.poll(() => buyer.page.getByTestId('your-price').textContent()).toBe('$11.25 per unit');

      // 30 × $10.00 + 20 × $11.25 = $525.00, above the $500 limit.
      await addToCart(buyer.page, contractTool, 30);
      await addToCart(buyer.page, discountedTool, 20);
      await goTo(buyer.page, '/cart');
      const cartLines = buyer.page.getByRole('list', { name: 'Cart lines' });
      await cartLines.getByRole('listitem', { name: contractTool.name }).getByText('Your price $10.00').waitFor();
      await cartLines.getByRole('listitem', { name: discountedTool.name }).getByText('Your price $11.25').waitFor();
      await buyer.page.getByText('Subtotal: $525.00').waitFor();
      await buyer.page.getByRole('button', { name: 'Checkout' }).click();
      const checkout = buyer.page.getByRole('form', { name: 'Checkout' });
      await checkout.getByLabel('Address').fill('2 Site Road, Leeds');
      await checkout.getByLabel('Phone number').fill('01712345678');
      await checkout.getByRole('button', { name: 'Place order' }).click();
      await buyer.page.waitForURL(/\/dashboard\/buy\/.+/);
      // No card form for an order that waits for approval.
      await buyer.page.getByText("This order is awaiting approval by your company's admin", { exact: false }).waitFor();
      await expect.poll(() => buyer.page.getByLabel('Card number').count()).toBe(0);

      await goTo(buyer.page, '/dashboard/myorder');
      const buyerOrder = buyer.page.getByRole('row').filter({ hasText: contractTool.name });
      await buyerOrder.getByText('Awaiting approval', { exact: true }).waitFor();
      await expect.poll(() => buyerOrder.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);

      // 5. The company admin sees the order with the buyer's name on /trade and approves it.
      await companyAdmin.page.reload();
      const companyOrders = companyAdmin.page.getByRole('table', { name: "Your company's orders" });
      const waiting = companyOrders.getByRole('row').filter({ hasText: contractTool.name });
      await waiting.getByRole('cell', { name: buyerAccount.name, exact: true }).waitFor();
      await waiting.getByText('Awaiting approval', { exact: true }).waitFor();
      await waiting.getByRole('button', { name: /^Approve/ }).click();
      await confirmDialog(companyAdmin.page, 'Approve this order?', 'Approve order');
      await toast(companyAdmin.page, 'Order approved');
      await waiting.getByText('Not paid', { exact: true }).waitFor();
      await expect.poll(() => waiting.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

      // 6. The buyer pays it by card and sees it paid in My Orders.
      await buyer.page.reload();
      await buyerOrder.getByRole('link', { name: 'Buy Now' }).click();
      await buyer.page.waitForURL(/\/dashboard\/buy\/.+/);
      await payWithCard(buyer.page, '4242 4242 4242 4242');
      await toast(buyer.page, 'Congress! your payment is completed');
      await buyer.page.waitForURL((url) => url.pathname === '/dashboard/myorder');
      await buyerOrder.getByText('Paid', { exact: true }).waitFor();

      expect(uncaught(buyer.consoleErrors, buyerHelperErrors)).toEqual([]);
      expect(uncaught([...companyAdmin.consoleErrors, ...shopAdmin.consoleErrors])).toEqual([]);
    },
  );
});
