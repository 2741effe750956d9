import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCssPerComponent } from './scripts/vite-mantine-css.js';
import { prefetchLazyChunks } from './scripts/vite-prefetch.js';

// Production builds render with Preact (its React compatibility layer) instead of React DOM:
// React DOM alone is 60 kB gz, half the first screen's budget (docs/performance.md). React
// Router's package points every import at its development build; its production build differs
// only in leaving out the development warnings.
const productionAliases = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('src/client/preact/react-on-preact.js', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    react(),
    mantineCssPerComponent(fileURLToPath(new URL('.', import.meta.url))),
    // Every dialog and drawer's code, fetched (not run) once the first screen has loaded.
    prefetchLazyChunks(['src/client/components/AppModalImpl.tsx', 'src/client/components/AppDrawerImpl.tsx']),
  ],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks each entry and lazy import loads (scripts/check-budgets.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Everything the first screen needs in one file and its CSS in one stylesheet (a phone on
      // HTTP/1.1 opens six connections; twenty small files cost round trips, not bytes). Lazy
      // chunks keep the bundler's own splitting.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      onLog(level, log, handler) {
        // React Router reads React 19's useOptimistic by name and falls back when it is absent.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
}));
