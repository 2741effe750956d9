import './app/react-runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
// Mantine's reset, theme variables and global rules; each component brings its own CSS with
// its code (scripts/vite-mantine-css.ts), dates and toasts with their lazy chunks.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { App } from './app/App';
import { currentLanguage } from './i18n/i18n';
import { rememberStoredLanguage } from './i18n/language-preference';
import { setServerRenderInstant } from './lib/clock';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient } from './lib/trpc';
import { readServerRender, rememberPageAnswers } from './lib/server-render';
import { saveAnswersInCache } from './lib/offline/saved-answers';
import { registerServiceWorker } from './lib/offline/service-worker';
import { prefetchAfterLoad } from './lib/prefetch-after-load';

// The app starts in the task after the one that runs this file's code: the two together would be
// one long task on a slow phone (Total Blocking Time; docs/performance.md).
setTimeout(startApp, 0);

function startApp() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        trpcClient={createTrpcClient()}
        Router={BrowserRouter}
        direction={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
      />
    </StrictMode>
  );

  // The server may have rendered the first screen (lib/server-render.ts). Its HTML is brought to
  // life as it is when it is in the language this visit starts in; otherwise (a choice the
  // server did not know) the app renders afresh.
  const serverRender = readServerRender();
  if (serverRender && serverRender.language === currentLanguage() && container.firstElementChild) {
    hydrate(queryClient, serverRender.queries);
    rememberPageAnswers(serverRender);
    setServerRenderInstant(serverRender.renderedAt);
    saveAnswersInCache(queryClient);
    // As a transition, hydration runs in slices of a few milliseconds, yielding to the browser
    // between them, so a tap on the rendered screen is answered (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    // Rendered as a transition for the same reason. See docs/performance.md.
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }

  rememberStoredLanguage();
  registerServiceWorker();
  prefetchAfterLoad();
}
