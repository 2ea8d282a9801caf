import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const schemasDir = fileURLToPath(new URL('../functions/schemas', import.meta.url));

/** What `npm start` runs against when STOREFRONT_RUNTIME_CONFIG is not set (the local addresses of the README). */
const localRuntimeConfig = {
  apiUrl: 'http://localhost:3001',
  firebase: { apiKey: 'demo-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  paymentMode: 'local',
  localPaymentUrl: 'http://localhost:12111',
};

/**
 * Serves GET /runtime-config.json from the dev and preview servers. In the cloud the same file is
 * written next to the build by the deployment, so one build runs in every environment.
 */
function runtimeConfigPlugin(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/runtime-config.json') return next();
    const fromEnv = process.env.STOREFRONT_RUNTIME_CONFIG;
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(fromEnv && fromEnv.trim() !== '' ? fromEnv : JSON.stringify(localRuntimeConfig));
  };
  return {
    name: 'storefront-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), runtimeConfigPlugin(), reactRouterProductionBuild()],
  resolve: { alias: { '@schemas': schemasDir } },
  server: { port: 5173, strictPort: true, fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'static',
    // Every browser the shop supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        codeSplitting: {
          // The home page's code all in the entry chunk: one request, and gzip over all of it at
          // once (React shared with lazy pages would otherwise be split into small common chunks).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
