// Every drawer of the app (side menu, cart, chat; AppDrawerImpl.tsx does the work). Its code
// downloads when a drawer first opens, and is fetched (not run) ahead once the first screen
// has loaded (scripts/vite-prefetch.ts), so no screen carries it in its first load.
import { Suspense } from 'react';
import { lazyComponent, useOnceOpened } from '../lib/lazy-component';
import type { AppDrawerProps } from './AppDrawerImpl';

const AppDrawerImpl = lazyComponent(() => import('./AppDrawerImpl'), 'AppDrawerImpl');

export function AppDrawer(props: AppDrawerProps) {
  if (!useOnceOpened(props.opened || Boolean(props.keepMounted))) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawerImpl {...props} />
    </Suspense>
  );
}
