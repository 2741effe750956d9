import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCssPerComponent } from './scripts/vite-mantine-css.js';
import { mantineStableIds } from './scripts/vite-mantine-stable-ids.js';
import { productionAliases } from './scripts/vite-production-aliases.js';
import { prefetchLazyChunks } from './scripts/vite-prefetch.js';
import { routePreloads } from './scripts/vite-route-preloads.js';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The server's render of the first screen (`vite build --ssr`, src/client/entry-server.tsx):
 * one self-contained ES module with React, Mantine and the rest bundled in, so the production
 * server needs none of the client's packages installed.
 */
const serverRenderBuild = defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), mantineStableIds()],
  resolve: { alias: productionAliases, tsconfigPaths: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.mjs', format: 'es' },
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        root: 'src/client',
        publicDir: '../../public',
        plugins: [
          react(),
          mantineStableIds(),
          mantineCssPerComponent(fileURLToPath(new URL('.', import.meta.url))),
          // Every dialog and drawer's code, fetched (not run) once the first screen has loaded.
          prefetchLazyChunks(['src/client/components/AppModalImpl.tsx', 'src/client/components/AppDrawerImpl.tsx']),
          // Each route's files, for the server to preload in the page it sends (http/shell.ts).
          routePreloads(fileURLToPath(new URL('.', import.meta.url))),
          // The service worker (docs/performance.md#offline): every built file precached, so the app
          // starts and moves between screens offline. Pages are network-first (the server writes the
          // brand into them), falling back to the copy of that page, else to the precached shell.
          // Images are kept as they are seen. The manifest is the server's, per brand.
          VitePWA({
            strategies: 'generateSW',
            registerType: 'autoUpdate',
            injectRegister: null, // src/client/lib/offline/service-worker.ts registers it after load
            manifest: false,
            workbox: {
              globPatterns: ['**/*.{js,css,html,json,svg,ico,png}'],
              globIgnores: ['images/**', '.vite/**', '**/*.br', '**/*.gz'],
              maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              skipWaiting: true,
              navigateFallback: null,
              runtimeCaching: [
                {
                  urlPattern: ({ request }) => request.mode === 'navigate',
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'pages',
                    networkTimeoutSeconds: 5,
                    expiration: { maxEntries: 30 },
                    precacheFallback: { fallbackURL: '/index.html' },
                    // The app asks for the plain shell: an installed app renders with its own precached
                    // code, and a page with the server's render of someone's bookings is never kept.
                    plugins: [
                      {
                        requestWillFetch: async ({ request }) => {
                          const headers = new Headers(request.headers);
                          headers.set('X-App-Shell', '1');
                          return new Request(request.url, { headers, credentials: 'same-origin', redirect: 'follow' });
                        },
                      },
                    ],
                  },
                },
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'images', expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 } },
                },
              ],
            },
          }),
        ],
        resolve: { alias: command === 'build' ? productionAliases : [], tsconfigPaths: true },
        build: {
          outDir: '../../dist/client',
          emptyOutDir: true,
          minify: process.env.NO_MINIFY ? false : undefined,
          sourcemap: false,
          // Every browser the app supports preloads modules itself.
          modulePreload: { polyfill: false },
          // .vite/manifest.json: which chunks each entry and lazy import loads (scripts/check-budgets.ts).
          manifest: true,
          chunkSizeWarningLimit: 900,
          rolldownOptions: {
            // What the first screen needs in three files (a phone on HTTP/1.1 opens six connections;
            // twenty small files would cost round trips): React, the other libraries, and the app.
            // A page the server rendered runs them one per task (public/start-after-paint.js), so no
            // single task evaluates all of it (Total Blocking Time). Their CSS comes in two files, the
            // libraries' before the app's. Lazy chunks keep the bundler's own splitting.
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/]app[\\/]react-runtime\.ts$/,
                    tags: ['$initial'],
                    priority: 3,
                  },
                  { name: 'libraries', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                  { name: 'app', tags: ['$initial'], priority: 1 },
                ],
              },
            },
            onLog(level, log, handler) {
              // React Router reads React 19's useOptimistic by name and falls back when it is absent.
              if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
              handler(level, log);
            },
          },
        },
      },
);
