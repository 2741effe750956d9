import { useHotkeys } from '@mantine/hooks';

// F8 moves focus to the notifications (the current toast, if any).
export function ToastHotkey() {
  useHotkeys([
    [
      'F8',
      () => {
        const toast = document.querySelector<HTMLElement>('.mantine-Notification-root');
        if (toast) {
          toast.tabIndex = -1;
          toast.focus();
        }
      },
    ],
  ]);
  return null;
}
