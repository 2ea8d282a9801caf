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

/**
 * Pages whose content is in the code, not in the database (the blog): the build prerenders each into
 * a file of its own (index.html's frame with the page's first screen in <main>), which CloudFront and
 * the local servers answer for its paths, so the page paints with its HTML, as the home page does.
 */
export const STATIC_PAGE_FILES: Readonly<Record<string, string>> = { '/blog': 'blog.html', '/blog/': 'blog.html' };

/** Every page file the web build writes, each answering some extension-less paths (pageFileOf). */
export const PAGE_FILES: readonly string[] = /* @__PURE__ */ (() => ['index.html', APP_SHELL_FILE, ...new Set(Object.values(STATIC_PAGE_FILES))])();

/** The file that answers a browser's request for an extension-less path: index.html for the home page, a static page's own file, else the app shell. */
export function pageFileOf(path: string): string {
  if (HOME_PAGE_PATHS.includes(path)) return 'index.html';
  return Object.hasOwn(STATIC_PAGE_FILES, path) ? STATIC_PAGE_FILES[path]! : APP_SHELL_FILE;
}

/** index.html with `firstScreen` in place of the home page's first screen, between the markers (which stay). */
export function withFirstScreen(html: string, firstScreen: string): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start === -1 || end < start) throw new Error(`The page has no ${HOME_SHELL_START}...${HOME_SHELL_END} first screen to take out`);
  return html.slice(0, start + HOME_SHELL_START.length) + firstScreen + html.slice(end);
}

/** index.html without the home page's first screen: the markers stay, with nothing between them. */
export const withoutHomeFirstScreen = (html: string): string => withFirstScreen(html, '');
