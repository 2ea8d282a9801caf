export const SHOP_NAME = 'Tools Storefront';

/** Marks the home page's prerendered first screen in index.html: crawler-ready pages replace it and keep the frame. */
export const HOME_SHELL_START = '<!--home-shell-start-->';
export const HOME_SHELL_END = '<!--home-shell-end-->';

/** While #root holds a prerendered page the app waits for its route, so the first screen (and its largest paint) stays. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';
