/**
 * Ordering the way trade buyers order, one story in the browser: a buyer pastes 30 lines (some bad)
 * into /quick-order, puts the good rows in the cart, saves the cart as a list, and asks for a quote;
 * the shop admin offers prices; the buyer accepts (an order at the offered prices) and pays it by card.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import { addTestTool, appTokenOf, readOrder, signUpFreshCustomer } from './dashboard-setup.js';
import { goTo, toast } from './support/dashboard-page.js';
import { SEED_ADMIN, loginAs, submitLogin, useBrowser } from './support/browser.js';

let adminToken: string;

beforeAll(async () => {
  adminToken = await appTokenOf(SEED_ADMIN);
});

describe('ordering by SKU, lists and quotes', () => {
  const browser = useBrowser();

  it(
    'pastes 30 lines, adds the good rows to the cart, saves a list, asks for a quote, and pays the order the accepted offer placed',
    { timeout: 300_000 },
    async () => {
      const id = randomUUID().slice(0, 6).toUpperCase();
      const sku = (name: string) => `E2E${id}-${name}`;
      // $12.50 each, at least 10; the screws come in boxes of 10.
      const [drill, screws, saw] = await Promise.all([
        addTestTool(adminToken, 'Quick Drill', undefined, { sku: sku('DRILL') }),
        addTestTool(adminToken, 'Quick Screws', undefined, { sku: sku('SCREWS'), orderMultiple: 10 }),
        addTestTool(adminToken, 'Quick Saw', undefined, { sku: sku('SAW') }),
      ]);
      const buyerAccount = await signUpFreshCustomer('quick-order');

      // 1. 30 lines: two good rows, one below the minimum, 26 unknown SKUs and one line that is no row.
      const lines = [
        `${sku('drill').toLowerCase()}, 10`,
        `${sku('SCREWS')}\t20`,
        `${sku('SAW')} 5`,
        ...Array.from({ length: 26 }, (_, i) => `${sku(`NONE${i}`)},1`),
        'call me about the saw',
      ];
      const buyer = await browser.open('/login');
      await submitLogin(buyer.page, buyerAccount);
      await buyer.page.getByRole('button', { name: 'Sign Out' }).waitFor();
      await goTo(buyer.page, '/quick-order');
      await buyer.page.getByLabel(/Paste rows/).fill(lines.join('\r\n'));
      await buyer.page.getByRole('button', { name: 'Read pasted rows' }).click();
      await buyer.page.getByRole('alert').getByText('line 30 "call me about the saw"', { exact: false }).waitFor();
      await buyer.page.getByRole('button', { name: 'Check rows' }).click();
      await buyer.page.getByRole('heading', { name: 'Checked: 2 of 29 rows can be ordered' }).waitFor();
      const checked = buyer.page.getByRole('table', { name: 'Checked rows' });
      await checked
        .getByRole('row')
        .filter({ hasText: sku('SAW') })
        .getByText('below minimum (try 10)')
        .waitFor();
      await expect.poll(() => checked.getByRole('row').filter({ hasText: 'unknown SKU' }).count()).toBe(26);
      mkdirSync('test-results/screens', { recursive: true });
      await buyer.page.screenshot({ path: 'test-results/screens/quick-order-checked.png', fullPage: true });
      await buyer.page.getByRole('button', { name: 'Add to cart' }).click();
      await toast(buyer.page, '2 tools added to the cart');

      // 2. The cart holds the two good rows; it is saved as a list.
      await goTo(buyer.page, '/cart');
      const cartLines = buyer.page.getByRole('list', { name: 'Cart lines' });
      await cartLines.getByRole('listitem', { name: drill.name }).waitFor();
      await cartLines.getByRole('listitem', { name: screws.name }).waitFor();
      await expect.poll(() => cartLines.getByRole('listitem', { name: saw.name }).count()).toBe(0);
      await buyer.page.getByRole('button', { name: 'Save as list' }).click();
      await buyer.page.getByLabel('List name').fill(`Site job ${id}`);
      await buyer.page.getByRole('button', { name: 'Save list' }).click();
      await toast(buyer.page, `Saved as the list 'Site job ${id}'`);

      // 3. A quote for the cart.
      await buyer.page.getByRole('button', { name: 'Request a quote' }).click();
      await buyer.page.getByRole('form', { name: 'Request a quote' }).getByRole('button', { name: 'Send quote request' }).click();
      await toast(buyer.page, 'Quote requested. We will email you our prices.');
      await buyer.page.waitForURL((url) => url.pathname === '/dashboard/quotes');

      // 4. The shop admin offers $9.00 a drill and $4.50 a screw.
      const admin = await browser.open('/login');
      await loginAs(admin.page, SEED_ADMIN);
      await goTo(admin.page, '/dashboard/managequotes');
      const requested = admin.page.getByRole('listitem').filter({ hasText: buyerAccount.email });
      await requested.getByLabel(`Unit price for 10 x ${drill.name} ($)`).fill('9');
      await requested.getByLabel(`Unit price for 20 x ${screws.name} ($)`).fill('4.5');
      await admin.page.screenshot({ path: 'test-results/screens/manage-quotes.png', fullPage: true });
      await requested.getByRole('button', { name: 'Send offer' }).click();
      await toast(admin.page, 'Offer sent to the buyer');

      // 5. The buyer accepts: an order at the offered prices, paid by card.
      await buyer.page.reload();
      const offered = buyer.page.getByRole('listitem').filter({ hasText: drill.name });
      await offered.getByRole('button', { name: 'Accept' }).waitFor();
      await buyer.page.screenshot({ path: 'test-results/screens/quotes-offered.png', fullPage: true });
      await offered.getByRole('button', { name: 'Accept' }).click();
      const accept = buyer.page.getByRole('form', { name: 'Accept the quote' });
      await accept.getByLabel('Address').fill('2 Site Road, Leeds');
      await accept.getByLabel('Phone number').fill('01712345678');
      await accept.getByRole('button', { name: 'Accept and order' }).click();
      await toast(buyer.page, 'Order placed at the quoted prices');
      await buyer.page.waitForURL(/\/dashboard\/buy\/.+/);
      const orderId = decodeURIComponent(new URL(buyer.page.url()).pathname.split('/').pop()!);
      const placed = (await readOrder(await appTokenOf(buyerAccount), orderId)) as unknown as OrderAnswer;
      expect(placed.lines.map((line) => [line.toolId, line.quantity, line.unitPrice])).toEqual([
        [drill.id, 10, 9],
        [screws.id, 20, 4.5],
      ]);
      await buyer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await buyer.page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await buyer.page.getByLabel('CVC').fill('123');
      await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await toast(buyer.page, 'Congress! your payment is completed');
      await buyer.page.waitForURL((url) => url.pathname === '/dashboard/myorder');
      await buyer.page.getByRole('row').filter({ hasText: drill.name }).getByText('Paid', { exact: true }).waitFor();

      const uncaught = [...buyer.consoleErrors, ...admin.consoleErrors].filter((error) => error.startsWith('Uncaught'));
      expect(uncaught).toEqual([]);
    },
  );
});
