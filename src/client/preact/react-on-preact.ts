// What `react` means in a production build (vite.config.ts): Preact's React compatibility
// layer, plus the one React 19 component it lacks and Mantine uses (keepMounted tabs,
// collapses and transitions). See docs/performance.md.
import { createElement, type ComponentChildren } from 'preact';
import compat from 'preact/compat';

export * from 'preact/compat';

/**
 * React's <Activity mode="hidden"> keeps a subtree mounted (its state kept) but not shown. A
 * wrapper that is `display: contents` while visible lays out as if it were not there, and the
 * same element turns `display: none` when hidden, so the subtree is never remounted.
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

export default { ...compat, Activity };
