// `npm run check:production`: proves that a built dist/ runs with production dependencies
// only. Builds dist/ unless it is current (`npm test` has just built it: one build serves
// both), copies what a deployment gets (package.json, package-lock.json,
// scripts/start.mjs, dist/; no sources) to a temporary directory, runs
// `npm ci --omit=dev` there, checks that no build or test tool was installed, then runs
// `npm start` on a fresh embedded PostgreSQL and checks /readyz, the client and the API, and
// a clean stop on Ctrl+C. Needs the npm registry (or a warm npm cache); takes about a minute.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
// (typescript is absent from this list: @trpc/server declares it as a peer dependency, so npm
// installs it even with --omit=dev; nothing loads it at run time.)
const DEV_ONLY = ['vite', 'esbuild', 'tsx', '@vitejs/plugin-react', 'vitest', '@playwright/test', 'eslint', 'react', '@mantine/core'];

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function step(message) {
  console.log(`\n== ${message}`);
}

function fail(message) {
  console.error(`FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

step('npm run build:if-stale');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const target = mkdtempSync(path.join(os.tmpdir(), 'manasa-production-'));
// As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory.
chmodSync(target, 0o755);
let server;
try {
  step(`copy package.json, package-lock.json, scripts/start.mjs and dist/ to ${target}`);
  for (const item of ['package.json', 'package-lock.json', 'scripts/start.mjs', 'dist']) {
    cpSync(path.join(root, item), path.join(target, item), { recursive: true, preserveTimestamps: true });
  }

  step('npm ci --omit=dev');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: target, stdio: 'inherit' });
  const installed = DEV_ONLY.filter((name) => existsSync(path.join(target, 'node_modules', name, 'package.json')));
  if (installed.length > 0) fail(`development packages were installed: ${installed.join(', ')}`);
  console.log(`none of ${DEV_ONLY.join(', ')} is installed`);

  step('npm start (fresh embedded PostgreSQL)');
  // No NODE_ENV: production is the compiled server's default.
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(target, '.data'), DATABASE_URL: '', LOG_LEVEL: 'info' };
  delete env.NODE_ENV;
  // Its own process group, so that the stop below is a Ctrl+C in a terminal: SIGINT to the group.
  server = spawn(npm, ['start'], { cwd: target, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  const logLines = [];
  const ready = await new Promise((resolve, reject) => {
    createInterface({ input: server.stdout }).on('line', (line) => {
      logLines.push(line);
      if (line.includes('build')) console.log(line);
      if (line.includes('"startup"')) resolve(JSON.parse(line));
    });
    void exited.then((code) => reject(new Error(`npm start exited with ${code} before it was ready`)));
  });
  console.log(ready.msg);
  const baseUrl = /listening on (http:\/\/\S+)/.exec(ready.msg)[1].replace('localhost', '127.0.0.1');

  const readyz = await fetch(`${baseUrl}/readyz`);
  if (readyz.status !== 200) fail(`/readyz answered ${readyz.status}`);
  const page = await (await fetch(`${baseUrl}/`)).text();
  // The plain shell loads the app's file; a page the server rendered names it for its start script.
  if (!/"\/assets\/index-[\w-]+\.js"/.test(page)) fail('/ did not serve the built client');
  const tours = await (await fetch(`${baseUrl}/api/tour-packages`)).json();
  if (!Array.isArray(tours) || tours.length !== 8) fail('/api/tour-packages did not list the 8 demo tours');
  console.log('/readyz 200, / serves the built client, /api/tour-packages lists 8 tours');

  step('Ctrl+C (SIGINT to npm start and everything it started)');
  process.kill(-server.pid, 'SIGINT');
  const code = await exited;
  server = undefined;
  const serverPid = ready.pid;
  for (let waited = 0; isAlive(serverPid) && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(serverPid)) fail(`the server (pid ${serverPid}) is still running`);
  if (!logLines.some((line) => line.includes('"msg":"stopped"'))) fail('the server did not log its clean stop');
  console.log(`stopped cleanly (npm exited with ${code})`);
  console.log('\nOK: a built dist/ serves the app with production dependencies only.');
} finally {
  if (server) process.kill(-server.pid, 'SIGKILL');
  rmSync(target, { recursive: true, force: true });
}
