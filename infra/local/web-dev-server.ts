/**
 * Serves the web app with Vite (web/vite.config.ts), telling it where the local stack runs through
 * the environment (STOREFRONT_RUNTIME_CONFIG, and STOREFRONT_API_PROXY_TARGET: where its /api proxy
 * goes): the dev server (startWebDevServer), or a production build with `vite preview`
 * (startWebPreviewServer). Returns undefined when the web app has no Vite config yet.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGE_FILES } from '../../functions/platform/contract/shop.js';
import { fileURLToPath } from 'node:url';

export interface WebDevServer {
  url: string;
  stop(): Promise<void>;
}

const viteConfigFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

export async function startWebDevServer(port: number, environment: Readonly<Record<string, string>>): Promise<WebDevServer | undefined> {
  if (!existsSync(viteConfigFile)) return undefined;
  Object.assign(process.env, environment);
  const { createServer } = await import('vite');
  const server = await withoutExitHooks(() => createServer({ configFile: viteConfigFile, clearScreen: false, server: { port, strictPort: true } }));
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}

/**
 * The web app's production build, as `npm run build:web` makes it, into `outDir`. Always production:
 * under a test runner NODE_ENV is 'test', which would bundle the UI library's development build.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: viteConfigFile, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** Where `npm run build:web` writes the production build (web/vite.config.ts `build.outDir`). */
export const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Serves the production build in `outDir` with `vite preview` on `port`, as CloudFront serves it
 * from S3: the built index.html, its app shell for deep links, the hashed files, and the crawler-ready
 * pages through the /api proxy's site routes. The site's functions build those pages from the
 * index.html of the origin they are told is the site (ALLOWED_ORIGIN: the local stack's web URL),
 * so the preview must listen on that port, where the dev server would otherwise be: then the pages
 * carry the build's scripts and inlined stylesheet, not the dev server's.
 */
export async function startWebPreviewServer(port: number, environment: Readonly<Record<string, string>>, outDir: string): Promise<WebDevServer | undefined> {
  if (!existsSync(viteConfigFile)) return undefined;
  const dir = resolve(outDir);
  for (const file of PAGE_FILES)
    if (!existsSync(join(dir, file))) throw new Error(`No web build at ${dir} (${file} is missing): run \`npm run build:web\` first`);
  Object.assign(process.env, environment);
  const { preview } = await import('vite');
  const server = await withoutExitHooks(() =>
    preview({ configFile: viteConfigFile, logLevel: 'silent', build: { outDir: dir }, preview: { port, strictPort: true, host: 'localhost', open: false } }),
  );
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}

/**
 * Vite's dev server exits the process on SIGTERM (and when stdin ends). Inside the stack that would
 * cut the orderly stop short, so those listeners are taken off; the stack stops Vite itself.
 */
async function withoutExitHooks<T>(start: () => Promise<T>): Promise<T> {
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const stdinEndBefore = new Set(process.stdin.listeners('end'));
  try {
    return await start();
  } finally {
    for (const listener of process.listeners('SIGTERM')) if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
    for (const listener of process.stdin.listeners('end')) {
      if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as (...args: unknown[]) => void);
    }
  }
}
