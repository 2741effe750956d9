import { StrictMode, startTransition } from 'react';
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

// Rendered as a transition: React then renders the first screen in slices of a few
// milliseconds, yielding to the browser between them, instead of one long task that keeps a
// slow phone from answering a tap (Total Blocking Time). See docs/performance.md.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
prefetchAfterLoad();
