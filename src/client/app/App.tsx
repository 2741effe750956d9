// Providers (tRPC + TanStack Query, Mantine, notifications) and the router. Branding decides
// the Mantine theme, so the theme provider sits inside the query provider.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter } from 'react-router';
import { trpc } from '../lib/trpc';
import { createQueryClient } from '../lib/query-client';
import { createTrpcLinks } from '../lib/live';
import { useDomainContext } from '../lib/domain-context';
import { themeFor } from './theme';
import { AppRoutes } from './routes';
import { ToastHotkey } from './ToastHotkey';
import { BrandDocumentTitle } from './BrandDocumentTitle';

function ThemedApp({ children }: { children: ReactNode }) {
  const { context } = useDomainContext();
  return (
    <MantineProvider theme={themeFor(context?.branding.theme)}>
      {/* Spec §9: one toast at a time, shown for 5000 ms. */}
      <Notifications limit={1} autoClose={5000} position="top-center" zIndex={1000} />
      <ToastHotkey />
      <BrandDocumentTitle />
      {children}
    </MantineProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Queries and mutations batch over HTTP; subscriptions (live data) stream over SSE.
  const [trpcClient] = useState(() => trpc.createClient({ links: createTrpcLinks() }));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemedApp>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
