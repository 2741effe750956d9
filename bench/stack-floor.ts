// `npm run bench:floor`: how many bytes the fixed stack's client libraries cost before any of
// the app's own code, against the goal for Home's first-load JavaScript (120 kB gz).
// It builds five throw-away apps with the same Vite, React plugin and production aliases as the
// real build, each adding one library to the one before and using it the least a server-rendered
// first screen can (hydrate; a Mantine button; a route; one tRPC query through TanStack Query;
// one translated text), and prints the gzipped JavaScript of each. Bytes are deterministic; this
// is a measurement to read beside `npm run check:budgets` (docs/performance.md#byte-budgets).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIRST_LOAD_JS_GOAL } from '../scripts/check-budgets';
import { productionAliases } from '../scripts/vite-production-aliases';

const root = path.resolve(import.meta.dirname, '..');
// Inside node_modules so the throw-away apps resolve the project's own packages.
const workDir = path.join(root, 'node_modules/.cache/stack-floor');
const KB = 1000;

interface Step {
  adds: string;
  imports: string[];
  setup?: string[];
  /** The first screen's body, in JSX. */
  screen: string;
  /** Wraps the screen: `{children}` is replaced by what is inside. */
  wrap?: string;
}

// Each step keeps everything of the steps before it.
const STEPS: Step[] = [
  {
    adds: 'React 19 + React DOM (hydrateRoot)',
    imports: [`import { hydrateRoot } from 'react-dom/client';`],
    screen: `<p>Hello</p>`,
  },
  {
    adds: 'Mantine core (provider, Button, Group, Text)',
    imports: [`import { MantineProvider, Button, Group, Text } from '@mantine/core';`],
    screen: `<Group><Text>Hello</Text><Button>Search</Button></Group>`,
    wrap: `<MantineProvider>{children}</MantineProvider>`,
  },
  {
    adds: 'React Router (BrowserRouter, Routes, Link)',
    imports: [`import { BrowserRouter, Routes, Route, Link } from 'react-router';`],
    screen: `<Group><Text>Hello</Text><Button component={Link} to="/search">Search</Button></Group>`,
    wrap: `<BrowserRouter><Routes><Route path="/" element={children} /></Routes></BrowserRouter>`,
  },
  {
    adds: 'TanStack Query + tRPC client (one query)',
    imports: [
      `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';`,
      `import { createTRPCReact } from '@trpc/react-query';`,
      `import { httpBatchLink } from '@trpc/client';`,
    ],
    setup: [
      `const trpc = createTRPCReact<any>();`,
      `const queryClient = new QueryClient();`,
      `const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] });`,
      `function useData() { return trpc.catalogue.featured.useQuery().data; }`,
    ],
    screen: `<Group><Text>{String(useData())}</Text><Button component={Link} to="/search">Search</Button></Group>`,
    wrap: `<trpc.Provider client={trpcClient} queryClient={queryClient}><QueryClientProvider client={queryClient}>{children}</QueryClientProvider></trpc.Provider>`,
  },
  {
    adds: 'i18next + react-i18next (one text)',
    imports: [`import i18n from 'i18next';`, `import { initReactI18next, useTranslation } from 'react-i18next';`],
    setup: [`i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { search: 'Search' } } } });`],
    screen: `<Group><Text>{String(useData())}</Text><Button component={Link} to="/search">{useTranslation().t('search')}</Button></Group>`,
  },
];

function sourceOf(steps: Step[]): string {
  const last = steps[steps.length - 1]!;
  // Innermost wrapper last: the screen sits inside the router, the router inside the providers.
  let tree = '<Screen />';
  for (const step of steps) if (step.wrap) tree = step.wrap.replace('{children}', tree);
  return [
    ...steps.flatMap((step) => step.imports),
    ...steps.flatMap((step) => step.setup ?? []),
    `function Screen() { return ${last.screen}; }`,
    `hydrateRoot(document.getElementById('root')!, ${tree});`,
  ].join('\n');
}

async function gzippedJavaScript(steps: Step[], index: number): Promise<number> {
  const appDir = path.join(workDir, `step-${index}`);
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  writeFileSync(path.join(appDir, 'main.tsx'), `// @ts-nocheck\n${sourceOf(steps)}\n`);
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
  );
  await build({
    configFile: false,
    root: appDir,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: productionAliases },
    build: { outDir: path.join(appDir, 'dist'), emptyOutDir: true, modulePreload: false },
  });
  const assets = path.join(appDir, 'dist/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + zlib.gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}

const rows: { adds: string; total: number; added: number }[] = [];
for (let index = 0; index < STEPS.length; index++) {
  const total = await gzippedJavaScript(STEPS.slice(0, index + 1), index);
  rows.push({ adds: STEPS[index]!.adds, total, added: total - (rows.at(-1)?.total ?? 0) });
}
rmSync(workDir, { recursive: true, force: true });

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.adds.length));
console.log(`The fixed stack's client libraries, gzip -9 (each line adds to the one before):\n`);
console.log(`${'adds'.padEnd(width)}  ${'adds kB'.padStart(9)}  ${'total'.padStart(9)}`);
for (const row of rows) console.log(`${row.adds.padEnd(width)}  ${kB(row.added).padStart(9)}  ${kB(row.total).padStart(9)}`);
const floor = rows.at(-1)!.total;
console.log(`\nThe goal for Home's first-load JavaScript: ${kB(FIRST_LOAD_JS_GOAL)}.`);
console.log(
  floor >= FIRST_LOAD_JS_GOAL
    ? `The libraries alone are ${kB(floor - FIRST_LOAD_JS_GOAL)} over it, before any screen of the app.`
    : `That leaves ${kB(FIRST_LOAD_JS_GOAL - floor)} for the app's own code on its first screen.`,
);
