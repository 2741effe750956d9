// What `react` means in a production build (vite.config.ts): Preact's React compatibility
// layer, plus the one React 19 component it lacks and Mantine uses (keepMounted tabs,
// collapses and transitions). Plain JavaScript: preact/compat's types are an `export =`
// namespace, which TypeScript cannot re-export with `export *`. See docs/performance.md.
import { createElement } from 'preact';
import compat from 'preact/compat';

export * from 'preact/compat';

/**
 * React's <Activity mode="hidden"> keeps a subtree mounted (its state kept) but not shown. A
 * wrapper that is `display: contents` while visible lays out as if it were not there, and the
 * same element turns `display: none` when hidden, so the subtree is never remounted.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

export default { ...compat, Activity };
