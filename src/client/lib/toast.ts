// Toasts (spec §9): at most one at a time, shown for 5000 ms. A new toast replaces the one on
// screen and anything queued (Mantine would queue it behind the current one, so 'Login Failed'
// stayed up after a successful sign-in). Every toast of the app goes through showToast; the
// lint config forbids calling notifications.show directly.
import { notifications, type NotificationData } from '@mantine/notifications';

export function showToast(toast: NotificationData): string {
  notifications.clean();
  return notifications.show(toast);
}
