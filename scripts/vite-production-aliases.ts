// React Router's package points every import at its development build; its production build
// differs only in leaving out the development warnings. Used by vite.config.ts (the production
// build and the server's render) and bench/stack-floor.ts. (Production renders with React 19, as
// development and the tests do: the stack is fixed, see docs/performance.md.)
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

export const productionAliases: AliasOptions = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];
