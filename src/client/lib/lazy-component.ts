// Code that a screen shows only after a tap (dialogs, drawers, pickers, the bell's list) is
// split off the first load: lazyComponent() downloads a component (and the translation
// namespaces it reads) on first render, and useOnceOpened() renders it from the first opening
// on, keeping it mounted afterwards so it can play its closing transition. The chunks are
// listed by scripts/check-budgets.ts like every lazy screen. See docs/performance.md.
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { i18n } from '../i18n/i18n';

export function lazyComponent<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K, namespaces: string[] = []) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces(namespaces) : undefined]);
    return { default: module[name] };
  });
}

/** False until `opened` is first true, then true for good. */
export function useOnceOpened(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * For a dialog or drawer mounted by its first opening: false on its first render, then
 * `opened`. Mantine's overlays note the focused element (to return focus on close) and play
 * their opening transition when `opened` changes, not when they mount already open.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    // Just after this commit, so the overlay sees `opened` change rather than start true.
    void Promise.resolve().then(() => live && setMounted(true));
    return () => {
      live = false;
    };
  }, []);
  return mounted && opened;
}
