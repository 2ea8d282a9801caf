/** The shop's name, in page titles (`{page} | {shop name}`) of the web app and of the crawler-ready pages. */
export const SHOP_NAME = 'Tools Storefront';

/**
 * Around the home page's prerendered first screen in index.html (web/vite.config.ts puts it there):
 * the crawler-ready pages of other paths take it out, so a tool's page never shows the home page first.
 */
export const HOME_SHELL_START = '<!--home-shell-start-->';
export const HOME_SHELL_END = '<!--home-shell-end-->';
