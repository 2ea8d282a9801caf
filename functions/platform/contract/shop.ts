export const SHOP_NAME = 'Tools Storefront';

/** Marks the home page's prerendered first screen in index.html: crawler-ready pages replace it and keep the frame. */
export const HOME_SHELL_START = '<!--home-shell-start-->';
export const HOME_SHELL_END = '<!--home-shell-end-->';

/** While #root holds a prerendered page the app waits for its route, so the first screen (and its largest paint) stays. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

/**
 * The page every client-side route but the home page starts from: index.html with the home page's
 * first screen taken out, so the frame (navbar, an empty <main>, footer) shows until the app renders
 * the route, never the home page's content. The build writes it beside index.html; CloudFront's
 * viewer-request function (infra/constructs/web-hosting.ts) and the local dev and preview servers
 * (web/vite.config.ts) answer deep links with it.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** The paths the app renders as the home page, whose prerendered first screen index.html carries (the router's index and `home`). */
export const HOME_PAGE_PATHS: readonly string[] = ['/', '/index.html', '/home', '/home/'];

/** index.html without the home page's first screen: the markers stay, with nothing between them. */
export function withoutHomeFirstScreen(html: string): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start === -1 || end < start) throw new Error(`The page has no ${HOME_SHELL_START}...${HOME_SHELL_END} first screen to take out`);
  return html.slice(0, start + HOME_SHELL_START.length) + html.slice(end);
}
