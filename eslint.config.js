import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.js';
import i18next from 'eslint-plugin-i18next';

// What client code may import: only types from the server; dialogs, drawers and toasts through
// the app's wrappers (Back closes an overlay; one toast at a time), see docs/i18n-a11y.md.
const clientImportRules = {
  patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The client imports only types from the server (import type).' }],
  paths: [
    { name: '@mantine/core', importNames: ['Modal', 'Drawer'], message: 'Use AppModal / AppDrawer (src/client/components): they close on the Back button.' },
    {
      name: '@mantine/notifications',
      importNames: ['notifications'],
      message: 'Use showToast (src/client/lib/toast.ts): one toast at a time, a new one replaces the shown one.',
    },
  ],
};

// String.replace reads `$&`, `$\``, `$'` and `$1` in a replacement string as patterns, so text
// that is not a literal (a brand's name, a host, JSON) must go in through a replacer function.
const dynamicReplacement = {
  selector:
    'CallExpression[callee.property.name=/^replace(All)?$/] > :not(Literal, ArrowFunctionExpression, FunctionExpression, TemplateLiteral[expressions.length=0]):nth-child(2)',
  message: "Pass computed replacement text through a function (() => text): a replacement string reads $& $` $' $1 as patterns",
};

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
  // Boundaries (docs/architecture.md): a server feature uses another only through its index.ts,
  // and so does the rest of the server (only the app router, src/server/api, composes the
  // features' routers); a client feature does not import another client feature (shared UI
  // lives in src/client/components and src/client/lib); lower layers never import higher ones.
  {
    files: ['src/**/*.{ts,tsx}', 'prisma-free-db/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-imports': [
        'error',
        {
          roots: [
            { root: 'src/server/features', entry: 'index', outsiders: ['src/server'], deepAllowed: [{ from: 'src/server/api', file: '\\.router$' }] },
            { root: 'src/client/features', entry: 'none' },
          ],
        },
      ],
      'boundaries/layer-imports': [
        'error',
        {
          // From the bottom up: the database layer, shared, core, platform, trpc (what every
          // feature builds on), the features, then the composition (api) and the HTTP edge.
          layers: [
            { from: 'prisma-free-db', disallow: ['src/server', 'src/client'] },
            { from: 'src/shared', disallow: ['src/server', 'src/client'] },
            { from: 'src/server/core', disallow: ['src/server/platform', 'src/server/trpc', 'src/server/features', 'src/server/api', 'src/server/http'] },
            { from: 'src/server/platform', disallow: ['src/server/trpc', 'src/server/features', 'src/server/api', 'src/server/http'] },
            { from: 'src/server/trpc', disallow: ['src/server/features', 'src/server/api', 'src/server/http'] },
            { from: 'src/server/features', disallow: ['src/server/api', 'src/server/http'] },
            { from: 'src/server/api', disallow: ['src/server/http'] },
            // Bookings sits below the features that sell through it: they use bookings, never the other way.
            {
              from: 'src/server/features/bookings',
              disallow: ['src/server/features/shop', 'src/server/features/taxi', 'src/server/features/cargo', 'src/server/features/payments'],
            },
            // The client's shared modules sit below its features and the app shell.
            ...['lib', 'components', 'booking', 'dialogs', 'i18n'].map((shared) => ({
              from: `src/client/${shared}`,
              disallow: ['src/client/features', 'src/client/app'],
            })),
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
      'no-restricted-imports': ['error', clientImportRules],
    },
  },
  // The shared wrappers are the one place that may use what they wrap.
  {
    files: ['src/client/components/AppModalImpl.tsx', 'src/client/components/AppDrawerImpl.tsx', 'src/client/lib/toast.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: clientImportRules.patterns }] },
  },
  // Server-made error texts follow the caller's language, so a domain error's message is
  // never a literal: it comes from t('errors:…') (src/server/locales), built when thrown. The
  // same for the HTTP edge's own answers: res.json({ message }) and plain-text res.send(…).
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // A literal, or a template with words of its own (`${a} ${b}` joining two catalog texts,
        // or `body: ${t(…)}` naming the field, is fine).
        ...[
          [
            'CallExpression[callee.name=/^(badRequest|conflict|notFound|forbidden|unauthorized|tooManyRequests|serviceUnavailable|payloadTooLarge|unsupportedMediaType|unprocessable)$/]',
            'first-child',
          ],
          ['CallExpression[callee.name=/^(fieldError|fieldConflict)$/]', 'nth-child(2)'],
          ["NewExpression[callee.name='AppError']", 'nth-child(2)'],
          // The property's value (its key is an identifier, not a literal).
          ["CallExpression[callee.property.name='json'] > ObjectExpression > Property[key.name='message']", ''],
          ["CallExpression[callee.property.name='send']", 'first-child'],
        ]
          .map(([call, position]) => [call, position ? `:${position}` : ''])
          .flatMap(([call, at]) => [
            `${call} > Literal${at}[value=/[A-Za-z]/]`,
            `${call} > TemplateLiteral${at}:has(TemplateElement[value.raw=/[A-Za-z]/]:not([value.raw=/^[A-Za-z.]+: $/]))`,
          ])
          .map((selector) => ({ selector, message: "Server texts come from the catalogs: t('errors:…')" })),
        dynamicReplacement,
      ],
    },
  },
  // Every text a user sees comes from the translation files (src/client/locales).
  // Text in JSX, text-bearing attributes and toast titles/messages must not be literals.
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', message: 'Text shown to users comes from the translation files (t())' }],
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/[A-Za-z]/]',
          'JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
        ].map((literal) => ({
          selector: `JSXAttribute[name.name=/^(label|placeholder|title|aria-label|alt|description|nothingFoundMessage|error|summary)$/] > ${literal}`,
          message: 'User-visible attribute text comes from the translation files (t())',
        })),
        {
          selector:
            ":matches(CallExpression[callee.property.name='show'], CallExpression[callee.name='showToast']) Property[key.name=/^(title|message)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)",
          message: 'Toast text comes from the translation files (t())',
        },
        dynamicReplacement,
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts', 'src/client/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', dynamicReplacement] },
  },
);
