// Serves the built client (dist/client) as a phone on a slow network needs it:
// - hashed files under /assets are immutable for a year; everything else revalidates (index.html,
//   the service worker, the manifest) or keeps a day (images, icons);
// - Brotli or gzip forms written by the build (scripts/build.ts: `<file>.br`, `<file>.gz`) are
//   sent to browsers that accept them, so nothing is compressed per request;
// - any other path is the app's shell (index.html), which the client router resolves, or for
//   the screens people land on, the shell with the server's render of the screen in it; a path
//   that is none of the app's screens gets the shell with status 404 (the app shows its 'Page
//   Not Found' screen; a crawler or a link checker sees the 404).
// See docs/performance.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { t, withLanguage } from '../core/i18n';
import { callerLanguage } from './caller-language';
import { isAppRoute } from '@shared/app-routes';

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
  /** What the rendered shell depends on (the host's brand, the route, the language): shells are kept per key. */
  key(req: Request): Promise<string>;
  render(req: Request, template: string): Promise<string>;
  /** The page with the server's render of the screen, or undefined for the shell (http/server-render.ts). */
  renderScreen?(req: Request, res: Response, template: string): Promise<string | undefined>;
  /** Drops what the renderer keeps about the brands; called with the shells' `forget()`. */
  forget?(): void;
}

interface RenderedShell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Past this many shells all are dropped: brands × routes × languages stay well below it. */
const MAX_SHELLS = 1000;

/** Shells rendered per key (the host's brand), kept until `forget()` (a catalogue change). */
export class ShellCache {
  private readonly shells = new Map<string, RenderedShell>();
  private readonly alsoForgotten: (() => void)[] = [];
  private forgotten = 0;
  /** Moves on at each `forget()`: a shell rendered from what was read before is not kept. */
  get generation(): number {
    return this.forgotten;
  }
  forget(): void {
    this.forgotten++;
    this.shells.clear();
    for (const forget of this.alsoForgotten) forget();
  }
  /** Calls `forget` too whenever the shells are forgotten. */
  alsoForget(forget: () => void): void {
    this.alsoForgotten.push(forget);
  }
  get(key: string): RenderedShell | undefined {
    return this.shells.get(key);
  }
  /** How many shells are kept. */
  get size(): number {
    return this.shells.size;
  }
  /** The shell, compressed; kept unless the cache was forgotten since `generation` (when its rendering began). */
  set(key: string, html: string, generation = this.generation): RenderedShell {
    const body = Buffer.from(html);
    const shell: RenderedShell = {
      html: body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    if (generation !== this.generation) return shell;
    if (this.shells.size >= MAX_SHELLS) this.shells.clear();
    this.shells.set(key, shell);
    return shell;
  }
}

/** The shell; for a path that is no screen of the app, with status 404 (and nothing to revalidate). */
function sendShell(req: Request, res: Response, shell: RenderedShell, found: boolean) {
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type('html');
  if (!found) res.status(404);
  else res.setHeader('ETag', shell.etag);
  if (found && req.headers['if-none-match'] === shell.etag) {
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
  res.send(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(body, { level: 6 })
        : body,
  );
}

/** Mounts the client on `app`: static files, then the shell for every other GET. */
export function serveClient(app: Express, clientDir: string, options: { renderShell?: ShellRenderer; shellCache?: ShellCache } = {}): void {
  const root = path.resolve(clientDir);
  const shell = path.join(root, 'index.html');
  const template = readFileSync(shell, 'utf8');
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
  if (renderShell?.forget) shellCache.alsoForget(() => renderShell.forget?.());
  app.get('/{*splat}', async (req, res, next) => {
    const found = isAppRoute(req.path);
    if (!renderShell && !found) return res.status(404).setHeader('Cache-Control', REVALIDATE).type('html').send(template);
    if (!renderShell) return sendClientFile(req, res, shell, REVALIDATE);
    try {
      const page = await renderShell.renderScreen?.(req, res, template);
      if (page) return sendRenderedPage(req, res, page);
      const generation = shellCache.generation;
      const key = await renderShell.key(req);
      sendShell(req, res, shellCache.get(key) ?? shellCache.set(key, await renderShell.render(req, template), generation), found);
    } catch (error) {
      next(error);
    }
  });
}

export function clientIsBuilt(clientDir: string): boolean {
  return existsSync(path.join(clientDir, 'index.html'));
}
