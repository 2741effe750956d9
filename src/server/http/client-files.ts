// Serves the built client (dist/client) as a phone on a slow network needs it:
// - hashed files under /assets are immutable for a year; everything else revalidates (index.html,
//   the service worker, the manifest) or keeps a day (images, icons);
// - Brotli or gzip forms written by the build (scripts/build.ts: `<file>.br`, `<file>.gz`) are
//   sent to browsers that accept them, so nothing is compressed per request;
// - any other path is the app's shell (index.html), which the client router resolves, or for
//   the screens people land on, the shell with the server's render of the screen in it.
// See docs/performance.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { t, withLanguage } from '../core/i18n';
import { callerLanguage } from './caller-language';

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

/**
 * Writes what the first render needs into index.html for this request (the brand of the host),
 * so the first screen shows the right brand without waiting for an API answer.
 */
export interface ShellRenderer {
  /** What the rendered shell depends on (the host): shells are kept per key. */
  key(req: Request): string;
  render(req: Request, template: string): Promise<string>;
  /** The page with the server's render of the screen, or undefined for the shell (http/server-render.ts). */
  renderScreen?(req: Request, res: Response, template: string): Promise<string | undefined>;
}

interface RenderedShell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Shells rendered per key (the host's brand), kept until `forget()` (a catalogue change). */
export class ShellCache {
  private readonly shells = new Map<string, RenderedShell>();
  forget(): void {
    this.shells.clear();
  }
  get(key: string): RenderedShell | undefined {
    return this.shells.get(key);
  }
  set(key: string, html: string): RenderedShell {
    const body = Buffer.from(html);
    const shell: RenderedShell = {
      html: body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    if (this.shells.size > 100) this.shells.clear(); // hosts are a handful; never grow without bound
    this.shells.set(key, shell);
    return shell;
  }
}

function sendShell(req: Request, res: Response, shell: RenderedShell) {
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', shell.etag);
  res.type('html');
  if (req.headers['if-none-match'] === shell.etag) {
    res.status(304).end();
    return;
  }
  const encoding = acceptedEncodings(req)[0];
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' ? shell.br : encoding === 'gzip' ? shell.gzip : shell.html);
}

/** A page made for this request (it may show the visitor's own bookings): never shared, never reused. */
function sendRenderedPage(req: Request, res: Response, html: string) {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.type('html');
  const body = Buffer.from(html);
  const encoding = acceptedEncodings(req)[0];
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // Quality 5 compresses a page in about a millisecond, within a few per cent of the best.
  res.send(encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? zlib.gzipSync(body, { level: 6 }) : body);
}

/** Mounts the client on `app`: static files, then the shell for every other GET. */
export function serveClient(app: Express, clientDir: string, options: { renderShell?: ShellRenderer; shellCache?: ShellCache } = {}): void {
  const root = path.resolve(clientDir);
  const shell = path.join(root, 'index.html');
  const template = options.renderShell ? readFileSync(shell, 'utf8') : '';
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
  app.use('/assets', async (req, res) => {
    const text = withLanguage(await callerLanguage(req, res), () => t('errors:http.noSuchFile'));
    res.status(404).type('text/plain').send(text);
  });
  const { renderShell, shellCache = new ShellCache() } = options;
  app.get('/{*splat}', async (req, res, next) => {
    if (!renderShell) return sendClientFile(req, res, shell, REVALIDATE);
    try {
      const page = await renderShell.renderScreen?.(req, res, template);
      if (page) return sendRenderedPage(req, res, page);
      const key = renderShell.key(req);
      sendShell(req, res, shellCache.get(key) ?? shellCache.set(key, await renderShell.render(req, template)));
    } catch (error) {
      next(error);
    }
  });
}

export function clientIsBuilt(clientDir: string): boolean {
  return existsSync(path.join(clientDir, 'index.html'));
}
