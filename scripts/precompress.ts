// Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, best) beside every text file
// of the built client that compression makes smaller, once at build time. The server sends them
// to browsers that accept them (src/server/http/client-files.ts) instead of compressing each
// request. Called by scripts/build.ts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico']);
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses the client directory's text files; returns how many were written. */
export async function precompress(dir: string): Promise<number> {
  const jobs: Promise<number>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        if (source.length < MIN_BYTES) return 0;
        const [br, gz] = await Promise.all([
          brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gzip(source, { level: 9 }),
        ]);
        let written = 0;
        if (br.length < source.length * 0.95) {
          await writeFile(`${file}.br`, br);
          written++;
        }
        if (gz.length < source.length * 0.95) {
          await writeFile(`${file}.gz`, gz);
          written++;
        }
        return written;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((sum, count) => sum + count, 0);
}
