// Mantine's toast container on its own, so ToastLayer can load it lazily while the toast store
// (imported by lib/toast.ts) stays in the first load.
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
