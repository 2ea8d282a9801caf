/** The shop's name, in page titles (`{page} | {shop name}`) of the web app and of the crawler-ready pages. */
export const SHOP_NAME = 'Tools Storefront';
