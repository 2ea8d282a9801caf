/** The shop's name, in page titles (`{page} | {shop name}`) of the web app and of the crawler-ready pages. */
export const SHOP_NAME = 'Tools Storefront';

/**
 * Around the home page's own prerendered first screen in index.html, inside the page frame's <main>
 * (web/src/app/home-shell.tsx puts it there): the crawler-ready pages of other paths put their own
 * first screen in its place and keep the frame (navbar, footer), so a tool's page never shows the
 * home page first and does not move when the app renders over it.
 */
export const HOME_SHELL_START = '<!--home-shell-start-->';
export const HOME_SHELL_END = '<!--home-shell-end-->';

/**
 * The attribute on a crawler-ready page's own first screen. While #root holds one, the app renders
 * only once the page's route is ready (web/src/main.tsx): the first screen stays on view instead of
 * a spinner, and the largest image painted with the HTML stays the page's largest paint.
 */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';
