import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Boundaries (docs/architecture.md): a server feature uses another only through its index.ts;
  // a client feature does not import another client feature (shared UI lives in
  // src/client/components and src/client/lib); lower layers never import higher ones.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-imports': ['error', { roots: [{ root: 'src/server/features', entry: 'index' }, { root: 'src/client/features', entry: 'none' }] }],
      'boundaries/layer-imports': [
        'error',
        {
          layers: [
            { from: 'src/shared', disallow: ['src/server', 'src/client'] },
            { from: 'src/server/core', disallow: ['src/server/features', 'src/server/trpc', 'src/server/http'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client may only import types from the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The client imports only types from the server (import type).' }] }],
    },
  },
);
