// `npm start` (and `npm run user:create`): runs a compiled entry of dist/server in this
// process, building dist/ first only when it is missing or older than the sources.
//   node scripts/start.mjs [main | user-create] [arguments for the entry...]
//   node scripts/start.mjs --build-only   (`npm run build:if-stale`: the same build check, then exit;
//                                          the tests and check:production share one build this way)
// Plain JavaScript on purpose: with a fresh dist/ it needs nothing but the production
// dependencies (`npm ci --omit=dev`). When dist/ is stale and the build tools are not
// installed, it says so and serves the dist/ it has.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const ENTRIES = ['main', 'user-create'];
/** What the build reads (scripts/build.ts): a change to any of them makes dist/ stale. */
const SOURCES = ['src', 'prisma-free-db', 'public', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Of scripts/, only the build's own modules and the Vite plugins vite.config.ts imports. */
const BUILD_SCRIPT = /^(build|precompress|user-create|vite-[\w-]+)\.ts$/;
/** Written last by the build; its time is the build's time. */
const BUILD_STAMP = path.join(root, 'dist', 'build-info.json');
const BUILD_TOOLS = ['esbuild', 'tsx', 'vite'];
const BUILD_ONLY = '--build-only';

const [entry = 'main', ...entryArguments] = process.argv.slice(2);
if (!ENTRIES.includes(entry) && entry !== BUILD_ONLY) {
  console.error(`usage: node scripts/start.mjs [${ENTRIES.join(' | ')}] [arguments...]  |  node scripts/start.mjs ${BUILD_ONLY}`);
  process.exit(2);
}

/** Newest modification time (ms) among the sources, tests left out. */
function newestSourceTime() {
  let newest = 0;
  for (const source of SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    if (source !== 'scripts') newest = Math.max(newest, stat.mtimeMs);
    for (const item of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (/\.test\.tsx?$/.test(item.name)) continue;
      if (source === 'scripts' && !BUILD_SCRIPT.test(item.name)) continue;
      newest = Math.max(newest, statSync(path.join(item.parentPath, item.name)).mtimeMs);
    }
  }
  return newest;
}

function buildToolsInstalled() {
  return BUILD_TOOLS.every((name) => {
    try {
      require.resolve(`${name}/package.json`, { paths: [root] });
      return true;
    } catch {
      return false;
    }
  });
}

const built = existsSync(BUILD_STAMP) && ENTRIES.every((name) => existsSync(path.join(root, 'dist', 'server', `${name}.js`)));
const stale = !built || newestSourceTime() > statSync(BUILD_STAMP).mtimeMs;
if (stale) {
  if (buildToolsInstalled()) {
    console.log(built ? 'dist/ is older than the sources: building (npm run build) ...' : 'dist/ is not built yet: building (npm run build) ...');
    const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (built) {
    console.warn('warning: dist/ is older than the sources, but the build tools are not installed (npm ci --omit=dev?): running the existing build.');
  } else {
    console.error(
      'dist/ is not built and the build tools are not installed. Run `npm install` (with dev dependencies) and `npm run build`, or copy a built dist/ here.',
    );
    process.exit(1);
  }
}
if (entry === BUILD_ONLY) {
  if (!stale) console.log('dist/ is up to date with the sources');
  process.exit(0);
}

// Node 22.1+ can cache compiled code between starts (a no-op on Node 20).
module.enableCompileCache?.();
// The app's relative paths (.env, DATA_DIR=./.data, dist/client) are the app directory's.
process.chdir(root);
const entryFile = path.join(root, 'dist', 'server', `${entry}.js`);
process.argv = [process.argv[0], entryFile, ...entryArguments];
require(entryFile);
