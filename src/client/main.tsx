import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's reset, theme variables and global rules; each component brings its own CSS with
// its code (scripts/vite-mantine-css.ts), dates and toasts with their lazy chunks.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { App } from './app/App';
import { registerServiceWorker } from './lib/offline/service-worker';
import { prefetchAfterLoad } from './lib/prefetch-after-load';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
prefetchAfterLoad();
