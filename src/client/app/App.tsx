// Providers (i18n, tRPC + TanStack Query, direction, Mantine, notifications) and the router.
// Branding decides the Mantine theme, so the theme provider sits inside the query provider;
// the language decides the direction (Arabic is right to left) and the theme's built-in labels.
import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { trpc, type TrpcClient } from '../lib/trpc';
import { useDomainContext } from '../lib/domain-context';
import { useLanguageFromProfile } from '../lib/language';
import { useDisplayCurrencyFromProfile } from '../lib/display-currency';
import { i18n } from '../i18n/i18n';
import { textDirection, isLanguage } from '@shared/languages';
import { cssVariablesResolver, primaryColorFor, themeFor } from './theme';
import { AppRoutes } from './routes';
import { ToastHotkey } from './ToastHotkey';
import { ToastLayer } from './ToastLayer';
import { OutboxSender } from './OutboxSender';

/** Keeps Mantine's direction (drawers, popovers, sliders) in step with the language. */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  const language = instance.resolvedLanguage;
  useEffect(() => {
    if (isLanguage(language)) setDirection(textDirection(language));
  }, [language, setDirection]);
  return null;
}

function LanguageFromProfile() {
  useLanguageFromProfile();
  useDisplayCurrencyFromProfile();
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { context } = useDomainContext();
  const { t } = useTranslation();
  const close = t('close');
  // Keyed by the palette, not the answer: the default brand arriving keeps the same theme
  // object, so nothing re-renders for it.
  const palette = primaryColorFor(context?.branding.theme);
  const theme = useMemo(() => themeFor(palette, { close }), [palette, close]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastLayer />
      <OutboxSender />
      <ToastHotkey />
      <DirectionSync />
      <LanguageFromProfile />
      {children}
    </MantineProvider>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** BrowserRouter in the browser; the server renders with a StaticRouter at the page's URL. */
  Router: ComponentType<{ children: ReactNode }>;
  direction: 'ltr' | 'rtl';
}

export function App({ queryClient, trpcClient, Router, direction }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Only a first visit in Kiswahili or Arabic waits here, for its first texts. */}
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100dvh' }} />}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <DirectionProvider initialDirection={direction}>
              <ThemedApp>
                <Router>
                  <AppRoutes />
                </Router>
              </ThemedApp>
            </DirectionProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </Suspense>
    </I18nextProvider>
  );
}
