import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client lives in src/client; public/ holds the app's own images and icons (no CDN).
// In development `npm run dev` serves this through the Express server (Vite middleware mode).
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
