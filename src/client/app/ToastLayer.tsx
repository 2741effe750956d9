import { lazy, Suspense } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useOnceOpened } from '../lib/lazy-component';

// Mantine's toast container (its transitions and portal) downloads with the first toast; the
// toast store (lib/toast.ts) is tiny and holds a toast shown meanwhile.
const Notifications = lazy(() => import('./toast-container').then((module) => ({ default: module.Notifications })));

/** One toast at a time, shown for 5000 ms. Toasts are role="alert": announced. */
export function ToastLayer() {
  const { notifications, queue } = useNotifications();
  if (!useOnceOpened(notifications.length + queue.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-center" zIndex={1000} />
    </Suspense>
  );
}
