import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ServerResponse } from 'node:http';
import { defineConfig, runnerImport, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { API_PATH_PREFIX, apiRoutePath, sitePageRoutes, sitePathRegExpSource } from '../infra/constructs/api-path.js';
import { routes } from '../functions/manifest.js';
import { contentSecurityPolicy } from '../infra/constructs/content-security-policy.js';
import { SECURITY_HEADERS } from '../infra/constructs/security-headers.js';
import { localOriginHeaders } from '../infra/local/origin-verify.js';
import {
  APP_SHELL_FILE,
  HOME_PAGE_PATHS,
  pageFileOf,
  STATIC_PAGE_FILES,
  withFirstScreen,
  withoutHomeFirstScreen,
} from '../functions/platform/contract/shop.js';

/**
 * React's modules as Preact's compatibility layer provides them (its documented aliases): the app
 * and its libraries (router, query, forms, toasts) render with Preact in the build, the dev server
 * and the preview, so the browser tests and users run it. The jsdom component tests (vitest, mode
 * 'test') keep React DOM: Node loads the libraries there outside Vite's aliases, and mixing the two fails.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Vitest's mode: the jsdom component tests (above). */
const COMPONENT_TEST_MODE = 'test';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));

/** What `npm start` runs against when STOREFRONT_RUNTIME_CONFIG is not set (the local addresses of the README). */
const localRuntimeConfig = {
  apiUrl: API_PATH_PREFIX,
  firebase: { apiKey: 'demo-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  paymentMode: 'local',
  localPaymentUrl: 'http://localhost:12111',
};

/** The runtime config the dev and preview servers serve: STOREFRONT_RUNTIME_CONFIG, else the README's local addresses. */
function runtimeConfigJson(): string {
  const fromEnv = process.env.STOREFRONT_RUNTIME_CONFIG;
  return fromEnv && fromEnv.trim() !== '' ? fromEnv : JSON.stringify(localRuntimeConfig);
}

/**
 * Serves GET /runtime-config.json from the dev and preview servers. In the cloud the same file is
 * written next to the build by the deployment, so one build runs in every environment.
 */
function runtimeConfigPlugin(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/runtime-config.json') return next();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(runtimeConfigJson());
  };
  return {
    name: 'storefront-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/** The nonce of the scripts the dev server writes into index.html itself (html.cspNonce); a fixed value, local only. */
const DEV_SCRIPT_NONCE = 'storefront-dev';

/**
 * Every answer of the dev and preview servers carries CloudFront's security headers and its
 * Content-Security-Policy, with the local stand-ins' origins in place of the cloud's (the Auth
 * emulator, the card-payment stand-in) and, on the dev server, the nonce of its own inline
 * scripts: a script, request or frame the cloud's policy would block is blocked here too, and the
 * browser tests see the console error.
 */
function securityHeadersPlugin(devScriptNonce: string | undefined): Plugin {
  const config = JSON.parse(runtimeConfigJson()) as { firebase: { authDomain: string }; authEmulatorUrl?: string; localPaymentUrl?: string };
  const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy({
      firebaseAuthDomain: config.firebase.authDomain,
      local: {
        authEmulatorOrigin: originOf(config.authEmulatorUrl),
        paymentStandInOrigin: originOf(config.localPaymentUrl),
        devScriptNonce,
      },
    }),
  };
  const addHeaders: Connect.NextHandleFunction = (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'storefront-security-headers',
    configureServer: (server) => void server.middlewares.use(addHeaders),
    configurePreviewServer: (server) => void server.middlewares.use(addHeaders),
  };
}

/**
 * `/api/...` on the dev and preview servers goes to the local API server, as CloudFront's `/api/*`
 * behavior does in the cloud: the prefix stripped, the method, headers (the `auth` header among
 * them; Host becomes the API's), query string and body passed on, with the secret origin header
 * CloudFront adds (the API answers nothing else). The API server's address is
 * STOREFRONT_API_PROXY_TARGET (set by the local stack on shifted ports), else the README's one.
 */
function apiProxy(): Record<string, ProxyOptions> {
  const target = process.env.STOREFRONT_API_PROXY_TARGET?.trim() || 'http://localhost:3001';
  // A RegExp key (it starts with ^): `/api`, `/api/...` and `/api?...`, not `/apis`.
  const api = { [`^${API_PATH_PREFIX}(/|\\?|$)`]: { target, changeOrigin: true, rewrite: apiRoutePath, headers: localOriginHeaders() } };
  // The site's crawler-ready pages (a tool's page, the sitemap, robots.txt) go to their routes as they are, as CloudFront sends them, with its origin header.
  const sitePages = Object.fromEntries(
    sitePageRoutes(routes).map((route) => [sitePathRegExpSource(route), { target, changeOrigin: true, headers: localOriginHeaders() }]),
  );
  return { ...api, ...sitePages };
}

/** Where index.html takes the prerendered home shell. */
export const HOME_SHELL_PLACEHOLDER = '<!--home-shell-->';

/** What the build prerenders: the home page's shell (the frame with its first screen) and each static page's first screen, by its file. */
interface PrerenderedPages {
  homeShell: string;
  staticPages: Record<string, string>;
}

/**
 * Renders web/src/app/home-shell.tsx's pages with react-dom/server, once per dev server or build (a
 * change to them needs a restart of the dev server).
 */
function prerenderer(): () => Promise<PrerenderedPages> {
  const shellModule = join(webRoot, 'src', 'app', 'home-shell.tsx');
  let rendered: Promise<PrerenderedPages> | undefined;
  const render = async (): Promise<PrerenderedPages> => {
    const { module } = await runnerImport<{ renderHomeShell: () => string; renderStaticPages: () => Record<string, string> }>(shellModule, {
      configFile: false,
      root: webRoot,
      logLevel: 'silent',
      // The libraries are bundled too, so their `react` is Preact's as the app's is.
      resolve: {
        alias: [{ find: '@functions', replacement: functionsDir }, ...PREACT_FOR_REACT],
        noExternal: ['react-router', 'react-router-dom', '@tanstack/react-query'],
      },
    });
    // React writes the attribute as `fetchPriority`; HTML is case-insensitive, tools and tests read it lower-case.
    return { homeShell: module.renderHomeShell().replaceAll('fetchPriority=', 'fetchpriority='), staticPages: module.renderStaticPages() };
  };
  return () =>
    (rendered ??= render().catch((error: unknown) => {
      rendered = undefined;
      throw error;
    }));
}

/**
 * Prerenders the home page's first screen into index.html, in dev and in the build: the navbar, the
 * carousel's first image (a data: URL, with fetchpriority="high") and the Tools placeholders are in
 * the HTML, so the browser paints the largest image before any JavaScript. The app (app/start.tsx)
 * renders over it.
 */
function homeShellPlugin(prerendered: () => Promise<PrerenderedPages>): Plugin {
  return {
    name: 'storefront-home-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (!html.includes(HOME_SHELL_PLACEHOLDER)) throw new Error(`index.html has no ${HOME_SHELL_PLACEHOLDER} placeholder for the home shell`);
        const { homeShell } = await prerendered();
        return html.replace(HOME_SHELL_PLACEHOLDER, () => homeShell);
      },
    },
  };
}

/**
 * Puts the build's stylesheet into index.html as a <style> element in place of its <link>: the
 * first screen (prerendered, see homeShellPlugin) paints with the HTML alone, without waiting for
 * a render-blocking request. The whole stylesheet, not a "critical" subset: it is about 7 KiB
 * gzip, and index.html with it stays within the first round trip (a 14 KiB initial congestion
 * window; test/e2e/home-first-load.test.ts checks it). The CSS file is still written (the
 * manifest names it) but no page links it. Build only: the dev server injects CSS from JavaScript.
 */
function inlineStylesheetPlugin(): Plugin {
  return {
    name: 'storefront-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g)];
        if (links.length === 0) throw new Error('index.html links no stylesheet to inline');
        for (const [link, file] of links) {
          const asset = bundle[file!];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${file}, which is not in the build`);
          // `</style` cannot occur in CSS the build wrote; checked anyway, it would end the element early.
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`${file} contains '</style'; it cannot be inlined`);
          html = html.replace(link, () => `<style>${css}</style>`);
        }
        return html;
      },
    },
  };
}

/** The site's crawler-ready pages, which the proxy sends to the API (as CloudFront does): never answered with the app shell. */
const sitePagePaths = sitePageRoutes(routes).map((route) => new RegExp(sitePathRegExpSource(route)));

/**
 * The file that answers a request for a deep link into the app other than the home page (a browser's
 * GET or HEAD for HTML at an extension-less path that is neither the home page's, nor the API's, nor
 * a crawler-ready page's, nor one of Vite's own): a static page's own file or the app shell, as
 * CloudFront's SPA_FALLBACK_CODE (infra/constructs/web-hosting.ts) answers the same paths. Undefined
 * for any other request.
 */
export function deepLinkPageFile(method: string | undefined, url: string | undefined, accept: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url || !accept?.includes('text/html')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  if (HOME_PAGE_PATHS.includes(path) || path.startsWith('/@') || path.startsWith('/__')) return undefined;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return undefined;
  if (path === API_PATH_PREFIX || path.startsWith(`${API_PATH_PREFIX}/`)) return undefined;
  return sitePagePaths.some((pattern) => pattern.test(url)) ? undefined : pageFileOf(path);
}

/**
 * The app shell (index.html without the home page's first screen: the frame with an empty <main>)
 * and the static pages (index.html with their own first screen in <main>). The build writes each
 * beside index.html (APP_SHELL_FILE, STATIC_PAGE_FILES); the dev server makes them from its own
 * index.html and the preview server serves the built ones, for every deep link but the home page's,
 * as CloudFront does: a deep link (/login, /cart, /dashboard) shows the frame until the app renders
 * its page, never the home page's first screen, and /blog shows the blog from the first byte.
 */
function appShellPlugin(prerendered: () => Promise<PrerenderedPages>): Plugin {
  const send = (res: ServerResponse, html: string) => {
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.end(html);
  };
  const pageOf = async (file: string, index: string): Promise<string> => {
    if (file === APP_SHELL_FILE) return withoutHomeFirstScreen(index);
    const firstScreen = (await prerendered()).staticPages[file];
    if (firstScreen === undefined) throw new Error(`No static page was prerendered for ${file}`);
    return withFirstScreen(index, firstScreen);
  };
  return {
    name: 'storefront-app-shell',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('The build wrote no index.html to make the app shell from');
        for (const file of new Set([APP_SHELL_FILE, ...Object.values(STATIC_PAGE_FILES)]))
          this.emitFile({ type: 'asset', fileName: file, source: await pageOf(file, String(index.source)) });
      },
    },
    configureServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const file = deepLinkPageFile(req.method, req.url, req.headers.accept);
        if (!file) return next();
        server
          .transformIndexHtml(req.url!, readFileSync(join(webRoot, 'index.html'), 'utf8'), req.originalUrl)
          .then((html) => pageOf(file, html))
          .then((html) => send(res, html), next);
      }),
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const file = deepLinkPageFile(req.method, req.url, req.headers.accept);
        if (!file) return next();
        const path = join(resolve(server.config.root, server.config.build.outDir), file);
        if (!existsSync(path)) return next(new Error(`${path} is missing: build the web app again (npm run build:web)`));
        send(res, readFileSync(path, 'utf8'));
      }),
  };
}

/** V8's explicit compile hint: a file that starts with it has all its functions compiled eagerly, off the main thread (Chromium 136 on). */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose code a public page's first render runs nearly all of: the app (`start`) and the
 * public pages' routes (home, /tools, a tool's page, /blog), with what they import statically.
 */
const EAGERLY_COMPILED_CHUNKS = ['start', 'home-sections', 'tools-page', 'tool-page', 'blog-page'];

/**
 * Puts EAGER_COMPILE_HINT at the top of EAGERLY_COMPILED_CHUNKS and their static imports. Without
 * it V8 compiles each function the first time it is called, on the main thread: about a third of
 * the app's first render (40-45 ms of 95-145 ms here, four times that at Lighthouse's mobile CPU),
 * a long task that blocks input. With it the functions are compiled while the chunk downloads
 * (script streaming, on a background thread). Browsers without the hint read a comment. The hint
 * must be the file's first line, so it goes in after Vite's own prologue (`__vite__mapDeps`), and
 * a source map, when the build writes one, moves down one line with the code.
 */
function eagerCompileHintPlugin(): Plugin {
  return {
    name: 'storefront-eager-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const hinted = new Set<string>();
        const hint = (chunk: (typeof chunks)[number]) => {
          if (hinted.has(chunk.fileName)) return;
          hinted.add(chunk.fileName);
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) {
            chunk.map.mappings = `;${chunk.map.mappings}`;
            const mapAsset = bundle[`${chunk.fileName}.map`];
            if (mapAsset?.type === 'asset') mapAsset.source = chunk.map.toString();
          }
          for (const imported of chunk.imports) {
            const importedChunk = byFile.get(imported);
            if (importedChunk) hint(importedChunk);
          }
        };
        for (const name of EAGERLY_COMPILED_CHUNKS) {
          const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
          if (!chunk) throw new Error(`The build has no '${name}' chunk to give V8's compile hint`);
          hint(chunk);
        }
      },
    },
  };
}

/**
 * React Router ships a development and a production build, but its package exports name only the
 * development one. Production builds use the other: the same code with its dev-only warnings off.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'storefront-react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const proxy = apiProxy();
const prerendered = prerenderer();

export default defineConfig(({ command, isPreview, mode }) => {
  const reactAliases = mode === COMPONENT_TEST_MODE ? [] : PREACT_FOR_REACT;
  const devServer = command === 'serve' && !isPreview;
  return {
    root: webRoot,
    publicDir: 'public',
    plugins: [
      react(),
      tailwindcss(),
      securityHeadersPlugin(devServer ? DEV_SCRIPT_NONCE : undefined),
      runtimeConfigPlugin(),
      homeShellPlugin(prerendered),
      inlineStylesheetPlugin(),
      appShellPlugin(prerendered),
      reactRouterProductionBuild(),
      eagerCompileHintPlugin(),
    ],
    html: devServer ? { cspNonce: DEV_SCRIPT_NONCE } : {},
    resolve: {
      alias: [
        { find: '@functions', replacement: functionsDir },
        // Preact's React compatibility layer renders the app: the same components, hooks and
        // libraries, in a 58 KiB gzip first load instead of React DOM's 116 KiB.
        ...reactAliases,
      ],
    },
    server: { port: 5173, strictPort: true, fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] }, proxy },
    // `vite preview` (the production build: `npm run preview:web`, the benchmark) uses the same proxy,
    // on the web port: the site's functions read index.html from there (the local stack's web URL),
    // so its crawler-ready pages come from the built index.html, as CloudFront's do.
    preview: { port: 5173, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      assetsDir: 'static',
      // No <link rel="modulepreload"> for a lazily imported chunk's imports: Chromium compiles a
      // preloaded module on the main thread as it arrives, and with EAGER_COMPILE_HINT every function
      // of it at once. The home page's sections and their shared chunks, preloaded, made tasks of
      // 250-330 ms at 4x CPU (total blocking time at 4x, 6 runs each: median about 410 ms preloaded,
      // 150 ms not; Lighthouse mobile, 5 runs: 292 and 93 ms). A module the browser finds by importing
      // it streams and compiles off the main thread. The cost: a round trip per level of a chunk's
      // imports, the first time it loads.
      modulePreload: false,
      rolldownOptions: {
        output: {
          entryFileNames: 'static/js/[name].[hash].js',
          chunkFileNames: 'static/js/[name].[hash].chunk.js',
          codeSplitting: {
            // The entry chunk: the stylesheet and the script that starts the app once the first
            // screen has painted (src/main.tsx). The app, with everything it imports statically
            // (React, the router, the home page), is one chunk of its own: one request, and gzip over
            // all of it at once (React shared with lazy pages would otherwise be split into small
            // common chunks).
            groups: [
              { name: 'index', tags: ['$initial'] },
              { name: 'start', test: /[\\/]src[\\/]app[\\/]start\.tsx$/ },
            ],
          },
        },
      },
    },
  };
});
