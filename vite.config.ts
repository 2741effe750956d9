import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Production builds render with Preact (its React compatibility layer) instead of React DOM.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('src/client/preact/react-on-preact.js', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each entry and lazy import loads (scripts/check-budgets.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router reads React 19's useOptimistic by name and falls back when it is absent.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
}));
