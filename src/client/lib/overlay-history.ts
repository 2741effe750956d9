// The phone's Back button closes an open dialog or drawer instead of leaving the page.
//
// Opening an overlay pushes a history entry for the same URL whose state lists the overlays open
// at that point; Back pops it, and every overlay the entry below no longer lists closes.
// Closing an overlay any other way (its close button, Escape, a choice inside it) takes its
// entry off again with history.back(), so a later Back leaves the page as usual.
//
// history.back() is asynchronous, and the app often closes one overlay and opens another in the
// same moment (a side-menu button that opens the sign-in dialog). So the open overlays are kept
// here, in memory, and the popstate caused by our own back() re-adds the entry of any overlay
// opened meanwhile. When the app navigated while an overlay was open (a link or "Book Now"
// inside it), the overlay's entry is no longer on top and is left alone: Back from the new page
// lands on the page the overlay was opened on. react-router ignores these entries: their
// location does not change.
//
// Links inside an overlay (the side menu's) navigate with useNavigateFromOverlay: the new page
// replaces the overlay's entry instead of stacking on it, so no dead entry is left behind (Back
// from /about returns to the page the menu was opened on, once).
import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const OVERLAYS = '__overlays';

interface OpenOverlay {
  id: string;
  close: () => void;
}

const open: OpenOverlay[] = [];
let ownBacks = 0;
let listening = false;

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function listedOverlays(): string[] {
  const list = historyState()[OVERLAYS];
  return Array.isArray(list) ? (list as string[]) : [];
}

function openIds(): string[] {
  return open.map((overlay) => overlay.id);
}

function onPopState() {
  const listed = listedOverlays();
  if (ownBacks > 0) {
    ownBacks -= 1;
    // Overlays opened while our back() was on its way lost their entry: give it back. Push it
    // when this entry still describes open overlays, else reuse this entry.
    if (open.some((overlay) => !listed.includes(overlay.id))) {
      const next = { ...historyState(), [OVERLAYS]: openIds() };
      if (listed.every((id) => openIds().includes(id))) window.history.pushState(next, '');
      else window.history.replaceState(next, '');
    }
    return;
  }
  // The user went back (or forward): close, top first, every overlay this entry does not list.
  for (const overlay of [...open].reverse()) {
    if (listed.includes(overlay.id)) continue;
    open.splice(open.indexOf(overlay), 1);
    overlay.close();
  }
}

function openOverlay(overlay: OpenOverlay) {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  open.push(overlay);
  window.history.pushState({ ...historyState(), [OVERLAYS]: openIds() }, '');
}

/** The overlay closed by the app, not by Back: take its entry off when it is still on top. */
function closedByApp(id: string) {
  const index = open.findIndex((overlay) => overlay.id === id);
  if (index === -1) return; // closed by Back already
  open.splice(index, 1);
  const listed = listedOverlays();
  if (listed[listed.length - 1] === id) {
    ownBacks += 1;
    window.history.back();
  }
}

export function useCloseOnBack(opened: boolean, onClose: () => void): void {
  const id = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!opened) return;
    openOverlay({ id, close: () => close.current() });
    return () => closedByApp(id);
  }, [opened, id]);
}

/** Whether the history entry on top belongs to an open overlay. */
export function overlayEntryOnTop(): boolean {
  return open.length > 0 && listedOverlays().length > 0;
}

/**
 * Navigation from inside an open overlay: the new page takes the overlay's history entry.
 * A link to the page already shown only closes the overlay (`close`), adding no entry.
 */
export function useNavigateFromOverlay(close: () => void) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to: string) => {
      const replace = overlayEntryOnTop();
      close();
      if (to !== `${pathname}${search}` && to !== pathname) navigate(to, { replace });
    },
    [close, navigate, pathname, search],
  );
}
