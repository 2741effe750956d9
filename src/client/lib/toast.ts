// Toasts: at most one at a time, shown for 5000 ms. A new toast replaces the one on
// screen and anything queued (Mantine would queue it behind the current one, so 'Login Failed'
// stayed up after a successful sign-in). Every toast of the app goes through showToast; the
// lint config forbids calling notifications.show directly.
//
// Swipe to dismiss: a toast follows the finger to the right and is
// dismissed when let go 50 px or more to the right; less springs it back. Right in every
// language, Arabic included: the spec fixes the direction, and a toast sits centred at the
// top, so neither side is "the edge it came from" (docs/hardening.md).
import type { PointerEvent } from 'react';
import { notifications, type NotificationData } from '@mantine/notifications';

export const SWIPE_DISMISS_PX = 50;

let counter = 0;

export function showToast(toast: NotificationData): string {
  notifications.clean();
  const id = toast.id ?? `toast-${++counter}`;
  return notifications.show({ ...toast, id, ...swipeToDismiss(id, toast.style) });
}

function swipeToDismiss(id: string, style: NotificationData['style']) {
  let startX: number | null = null;
  const follow = (element: HTMLElement, dx: number) => {
    element.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    element.style.opacity = dx > 0 ? String(Math.max(0.3, 1 - dx / 200)) : '';
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (dx >= SWIPE_DISMISS_PX) notifications.hide(id);
    else follow(event.currentTarget, 0);
  };
  return {
    // Vertical scrolling stays the browser's; horizontal moves are the toast's.
    style: { touchAction: 'pan-y', ...(typeof style === 'object' ? style : {}) },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX = event.clientX;
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (startX !== null) follow(event.currentTarget, event.clientX - startX);
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      startX = null;
      follow(event.currentTarget, 0);
    },
  };
}
