// Every dialog of the app (AppModalImpl.tsx does the work). The dialog's code (Mantine's
// modal, focus trap, scroll lock) downloads when a dialog first opens, and is fetched (not run) ahead
// once the first screen has loaded (scripts/vite-prefetch.ts), so no screen carries it in its first load.
import { Suspense } from 'react';
import { lazyComponent, useOnceOpened } from '../lib/lazy-component';
import type { AppModalProps } from './AppModalImpl';

const AppModalImpl = lazyComponent(() => import('./AppModalImpl'), 'AppModalImpl');

export function AppModal(props: AppModalProps) {
  if (!useOnceOpened(props.opened || Boolean(props.keepMounted))) return null;
  return (
    <Suspense fallback={null}>
      <AppModalImpl {...props} />
    </Suspense>
  );
}
