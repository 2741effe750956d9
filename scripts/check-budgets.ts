// `npm run check:budgets`: the byte budgets of the built client, from dist/client and
// Vite's manifest (dist/client/.vite/manifest.json). Bytes are deterministic, so CI enforces
// them (`npm test` runs this after its build); timings are measured by `npm run bench:web`.
//
// - First load (Home): the entry chunk and every chunk it imports statically, which index.html
//   preloads: JavaScript <= 185.7 kB gz, CSS <= 20 kB gz. The goal for the JavaScript is
//   120 kB and is not met: the fixed stack's libraries weigh 134 kB gz before any app code
//   (`npm run bench:floor`; React DOM 19 alone is 67 kB with React and its scheduler; a build on
//   Preact's compatibility layer met it, but production then ran a different renderer from
//   development, and scored no better in Lighthouse). 184 kB is a ratchet on what it is now (it
//   was 182 kB until four screens joined the route table: password reset, e-mail verification,
//   the ride receipt and the shipment label, 0.1 kB over it together; then 183 kB until 'manage
//   booking' joined it and sign-in learnt to drop a stale 'who is signed in', 0.2 kB over; then
//   184 kB until prices learnt the display currency: Home converts every price at the stored rate
//   and shows the base price on a tap, 1.2 kB over, with the room types and the place names; then
//   185.5 kB until Home's deals came in the reader's language, refetched when the language
//   changes and marked lang="en" where a text has no translation, 0.1 kB over): the
//   first load is three files run one per task (React, the libraries, the app), which costs
//   about 1.6 kB gz of names passed between them and is what keeps each task short.
// - Each lazy route (every module the app imports with import(): screens, dialogs, drawers,
//   layers; found in the manifest, so a new screen is checked without being listed here): its
//   own chunk and the chunks only it needs, <= 50 kB gz. A chunk that two or more lazy routes
//   share (zod, the date picker, the dialog machinery) is downloaded once for all of them: it
//   has its own row and the same 50 kB budget, so every byte is under exactly one budget. The
//   last column says what a first visit to the route downloads in all, shared chunks included.
// - A few lazy modules are data or tools, not screens, and carry an explicit, larger budget
//   with the reason (EXCEPTIONS).
// - Translation files, also lazy, are listed in one line per language.
//
// Prints a table and exits 1 past a budget. kB = 1000 bytes, gzip level 9 (what the server
// sends, or less: browsers that accept Brotli get the smaller .br files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1000;
/** Goal for Home's first-load JavaScript, printed beside the enforced budget. */
export const FIRST_LOAD_JS_GOAL = 120 * KB;
export const BUDGETS = { firstLoadJs: 185.7 * KB, firstLoadCss: 20 * KB, lazyChunkJs: 50 * KB };

/** Shared chunks smaller than this are summed in one row (they are far under any budget). */
const SMALL_CHUNK = 5 * KB;

/** Lazy modules with a budget of their own, and why (docs/performance.md#byte-budgets). */
export const EXCEPTIONS: Record<string, { budget: number; why: string }> = {
  'src/shared/password-policy.ts': { budget: 250 * KB, why: 'password strength dictionaries (zxcvbn), loaded when a new password is typed' },
  'src/client/features/backoffice/reports/ReportsPage.tsx': { budget: 300 * KB, why: 'staff reports: the charts library, on laptops' },
};

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const manifestPath = path.join(clientDir, '.vite/manifest.json');

const gzipSizes = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export interface BudgetRow {
  what: string;
  gzBytes: number;
  budget?: number;
  /** Lazy routes: what a first visit downloads in all (shared chunks included) and its CSS. */
  note?: string;
}

export function measureBudgets(manifest: Manifest): BudgetRow[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  const firstLoad = staticClosure(manifest, entryKey);
  const firstLoadFiles = new Set([...firstLoad].map((key) => manifest[key].file));
  const cssOf = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const firstLoadCss = cssOf(firstLoad);

  const rows: BudgetRow[] = [
    {
      what: `First load JS (Home: ${firstLoadFiles.size} files)`,
      gzBytes: sum([...firstLoadFiles].map(gzipped)),
      budget: BUDGETS.firstLoadJs,
      note: `goal ${FIRST_LOAD_JS_GOAL / KB} kB`,
    },
    { what: `First load CSS (${firstLoadCss.size} files)`, gzBytes: sum([...firstLoadCss].map(gzipped)), budget: BUDGETS.firstLoadCss },
  ];

  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const isTranslation = (key: string) => /(^|\/)locales\/[\w-]+\/[\w-]+\.json$/.test(manifest[key].src ?? key);
  const screens = lazy.filter((key) => !isTranslation(key)).sort();
  // What each lazy route downloads beyond the first load, and how many routes need each file.
  const downloads = new Map(
    screens.map((key) => [key, new Set([...staticClosure(manifest, key)].map((k) => manifest[k].file).filter((file) => !firstLoadFiles.has(file)))]),
  );
  const users = new Map<string, number>();
  for (const files of downloads.values()) for (const file of files) users.set(file, (users.get(file) ?? 0) + 1);
  // Manifest paths are relative to the Vite root (src/client); rows name files from the repository's root.
  const sourceOf = (key: string) => path.posix.normalize(`src/client/${manifest[key].src ?? key}`);
  for (const key of screens) {
    const files = [...downloads.get(key)!];
    const own = files.filter((file) => users.get(file) === 1);
    const css = [...cssOf(staticClosure(manifest, key))].filter((file) => !firstLoadCss.has(file));
    const cssNote = css.length > 0 ? `, + ${kB(sum(css.map(gzipped)))} CSS` : '';
    const exception = EXCEPTIONS[sourceOf(key)];
    rows.push({
      what: `Lazy ${sourceOf(key).replace(/^src\/client\//, '')}${exception ? ` (exception: ${exception.why})` : ''}`,
      gzBytes: sum(own.map(gzipped)),
      budget: exception?.budget ?? BUDGETS.lazyChunkJs,
      note: `${kB(sum(files.map(gzipped)))}${cssNote}`,
    });
  }
  const shared = [...users].filter(([, count]) => count > 1).sort((a, b) => gzipped(b[0]) - gzipped(a[0]));
  const small = shared.filter(([file]) => gzipped(file) < SMALL_CHUNK);
  for (const [file, count] of shared.filter(([file]) => gzipped(file) >= SMALL_CHUNK)) {
    rows.push({ what: `Shared lazy chunk ${file.replace(/^assets\//, '')} (${count} routes)`, gzBytes: gzipped(file), budget: BUDGETS.lazyChunkJs });
  }
  if (small.length > 0)
    rows.push({ what: `${small.length} more shared lazy chunks, each under ${kB(SMALL_CHUNK)} (in all)`, gzBytes: sum(small.map(([file]) => gzipped(file))) });

  const byLanguage = new Map<string, number>();
  for (const key of lazy.filter(isTranslation)) {
    const language = /locales\/([\w-]+)\//.exec(manifest[key].src ?? key)![1];
    byLanguage.set(language, (byLanguage.get(language) ?? 0) + gzipped(manifest[key].file));
  }
  for (const [language, bytes] of [...byLanguage].sort()) rows.push({ what: `Translations, ${language} (lazy, all screens together)`, gzBytes: bytes });
  return rows;
}

function main() {
  if (!existsSync(manifestPath)) {
    console.error('dist/client/.vite/manifest.json is missing: run `npm run build` first');
    process.exit(2);
  }
  const rows = measureBudgets(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const over = rows.filter((row) => row.budget !== undefined && row.gzBytes > row.budget);
  console.log('| Client bytes (gzip) | Size | Budget | | First visit in all |\n|---|---|---|---|---|');
  for (const row of rows) {
    const verdict = row.budget === undefined ? '' : row.gzBytes > row.budget ? '**over**' : 'ok';
    console.log(`| ${row.what} | ${kB(row.gzBytes)} | ${row.budget === undefined ? '' : kB(row.budget)} | ${verdict} | ${row.note ?? ''} |`);
  }
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => `${row.what} (${kB(row.gzBytes)} > ${kB(row.budget!)})`).join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
