/**
 * Serves the web app with Vite (web/vite.config.ts), telling it where the local stack runs through
 * the environment (STOREFRONT_RUNTIME_CONFIG, and STOREFRONT_API_PROXY_TARGET: where its /api proxy
 * goes). Returns undefined when the web app has no Vite config yet.
 */
import { existsSync } from 'node:fs';
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
