// Vite plugin: Mantine's ids without the second render. Mantine's `useId` (in @mantine/hooks)
// renders with React's id, then replaces it with a random one in a layout effect, which makes
// React render every component that uses it a second time, synchronously, right after the first
// (inputs, tabs, menus: a whole list of booking cards). On a screen the server rendered that
// second render is one long task just after hydration (Total Blocking Time: docs/performance.md).
// React's own id is unique within the app's one root and the same on the server and in the
// browser, so it is kept: the module is replaced by one that returns it.
import type { Plugin } from 'vite';

const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    transform(_code, id) {
      if (!USE_ID_MODULE.test(id)) return null;
      return {
        code: [
          "import { useId as useReactId } from 'react';",
          'function useId(staticId) {',
          '  const reactId = useReactId();',
          "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`;",
          '}',
          'export { useId };',
        ].join('\n'),
        map: null,
      };
    },
  };
}
