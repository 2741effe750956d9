// Serves the built client (dist/client) as a phone on a slow network needs it:
// - hashed files under /assets are immutable for a year; everything else revalidates (index.html,
//   the service worker, the manifest) or keeps a day (images, icons);
// - Brotli or gzip forms written by the build (scripts/build.ts: `<file>.br`, `<file>.gz`) are
//   sent to browsers that accept them, so nothing is compressed per request;
// - any other path is the app's shell (index.html), which the client router resolves.
// See docs/performance.md.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
const REVALIDATE = 'no-cache';

/** Files that must be fetched fresh each time: they name every other file. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js']);

function cachingFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return YEAR_IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.startsWith('/workbox-')) return REVALIDATE;
  return DAY;
}

type Encoding = 'br' | 'gzip';

function acceptedEncodings(req: Request): Encoding[] {
  const header = String(req.headers['accept-encoding'] ?? '');
  const accepted: Encoding[] = [];
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(header)) accepted.push('br');
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(header)) accepted.push('gzip');
  return accepted;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends `file` (an absolute path inside the client directory) or its precompressed form, with
 * the caching header `cacheControl`. Content-Type follows the original file's extension.
 */
function sendClientFile(req: Request, res: Response, file: string, cacheControl: string) {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(path.extname(file));
  const encoding = acceptedEncodings(req).find((candidate) => isFile(file + SUFFIX[candidate]));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.sendFile(encoding ? file + SUFFIX[encoding] : file, { cacheControl: false, dotfiles: 'deny' });
}

/** Mounts the client on `app`: static files, then the shell for every other GET. */
export function serveClient(app: Express, clientDir: string): void {
  const root = path.resolve(clientDir);
  const shell = path.join(root, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep) || urlPath.endsWith('.br') || urlPath.endsWith('.gz') || !isFile(file)) return next();
    sendClientFile(req, res, file, cachingFor(urlPath));
  });
  // A missing hashed file is a 404, never the shell (a stale page asking for an old chunk must
  // fail loudly enough to reload, not parse HTML as JavaScript).
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.get('/{*splat}', (req, res) => {
    sendClientFile(req, res, shell, REVALIDATE);
  });
}

export function clientIsBuilt(clientDir: string): boolean {
  return existsSync(path.join(clientDir, 'index.html'));
}
