import type { Page } from 'playwright-core';

/** Opens the purchase page of the first tool on the home page; returns its stock and minimum order. */
export async function openFirstTool(page: Page) {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page
    .getByRole('link', { name: /^Buy Now/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Place your order' }).waitFor();
  const facts = page.getByRole('article');
  const read = async (label: string) => Number(await facts.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent());
  return { available: await read('Available'), minimum: await read('Minimum order') };
}
