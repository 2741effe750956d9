// A short hash of the server's sources (server, shared code, entities, migrations, seeders).
// The demo seed records it with the travel day it ran for, and a start skips the seed when
// both match (prisma-free-db/orm.ts seedDemoData): after any change to the code the seed runs
// once more. scripts/build.ts computes it at build time and writes it into the compiled
// server, so a deployed dist/ does not need the sources.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FINGERPRINTED_SOURCES = ['src/server', 'src/shared', 'prisma-free-db'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  const files = FINGERPRINTED_SOURCES.flatMap((directory) => sourceFiles(path.join(root, directory)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
