/** Finding things on the dashboard pages the way a user does: rows by their header, toasts, confirm dialogs. */
import type { Locator, Page } from 'playwright-core';
import { webUrl } from './browser.js';

export const goTo = (page: Page, path: string) => page.goto(webUrl(path));

/** The table row whose row header (the product or email cell) is exactly `name`. */
export const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** Answers the confirm dialog titled `title` with its `confirmLabel` button, after `fill` typed into it. */
export async function confirmDialog(page: Page, title: string, confirmLabel: string, fill?: (dialog: Locator) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: title });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
