// The catalogue cache: each instance keeps the answers of catalogue GETs (hotels, flights,
// cars, tours, products, the brand; procedures built on `catalogueProcedure`) in memory, ready
// to send with their ETag and their compressed forms, so a repeated search costs no database
// round trip, no validation and no JSON work. See docs/performance.md.
//
// Correctness:
// - Only a 200 answer to a GET whose every procedure call was a catalogue read is kept
//   (trpc/catalogue.ts counts the calls), never one that sets a cookie.
// - The key is the language Accept-Language picks (catalogue texts come in it), the host (the
//   brand) and the URL (path and query, every input in it).
// - Any write to a table a catalogue answer reads (a booking taking a room, a price edit, a
//   review) fires a statement trigger that NOTIFYs `manasa_catalogue` (migration
//   catalogue_changes); every instance empties its cache when it hears it, and when its LISTEN
//   connection comes back (it may have missed one).
// - A write through this instance (any non-GET request) empties its cache before answering,
//   so the writer's next read sees it.
// - An answer is kept at most CATALOGUE_CACHE_MS (default 1 s): what changes with the clock
//   alone (a lapsed hold giving a room back, a flight that has left, a new day) shows within it.
// - An answer computed while a change committed is not kept (the generation moved on).
// - Past half its lifetime, one request refreshes an answer while the others still get it;
//   once it has run out, they wait for the refresh (one database query, not fifty).
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { procedureTally, type ProcedureTally } from '../trpc/catalogue';
import { routeTemplate } from '../observability/http-metrics';
import { requestLanguage } from '../core/i18n';

/** Answers larger than this are not kept. */
const MAX_BODY_BYTES = 512 * 1024;
/** Bounds memory: the oldest entries go first. */
const MAX_ENTRIES = 2000;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Below this, compressing costs more than it saves (the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Headers of the answer kept with it; the rest (cookies, dates, caching) are never replayed. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'vary'];

interface Entry {
  body: Buffer;
  /** The route template that answered it ('/api/hotels'), for the metrics of the answers served from here. */
  route: string;
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface CatalogueCacheOptions {
  /** How long an answer is served from memory (ms); 0 turns the cache off. */
  ttlMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export interface CatalogueCacheStats {
  hits: number;
  misses: number;
  /** Requests that waited for another one's refresh of the same answer. */
  waits: number;
  stored: number;
  entries: number;
  clears: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refilling = new Map<string, Promise<void>>();
  private totalBytes = 0;
  private generation = 0;
  private readonly now: () => number;
  readonly stats: CatalogueCacheStats = { hits: 0, misses: 0, waits: 0, stored: 0, entries: 0, clears: 0 };

  constructor(private readonly options: CatalogueCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Forgets every answer (a catalogue table changed, or a change may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.totalBytes = 0;
    this.stats.entries = 0;
    this.stats.clears++;
  }

  /** Express middleware for /api and /trpc. */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (this.options.ttlMs <= 0) return next();
    if (req.method !== 'GET') {
      // A change made through this instance is seen by its next read at once (other
      // instances hear of it through the trigger's NOTIFY, milliseconds later): the answer
      // leaves only after the change committed, and the cache is emptied just before.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        this.clear();
        return end(...args);
      }) as Response['end'];
      return next();
    }
    // Catalogue texts come in the Accept-Language's language (trpc/context.ts catalogueLanguage).
    const key = `${requestLanguage(undefined, req.get('accept-language'))} ${req.headers.host ?? ''}${req.originalUrl}`;
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.ttlMs) {
      // Past half its lifetime, the next request refreshes it while the others are still
      // served the kept answer: under load nobody waits for the database, and nothing is
      // older than the lifetime.
      if (age >= this.options.ttlMs / 2 && !this.refilling.has(key)) {
        this.fill(key, true, req, res, next);
        return;
      }
      this.stats.hits++;
      this.send(req, res, entry);
      return;
    }
    // A known catalogue answer that has run out: one request refreshes it while the others
    // wait for it, so the database sees one query, not fifty.
    const refill = entry ? this.refilling.get(key) : undefined;
    if (refill) {
      this.stats.waits++;
      void refill.then(() => {
        const fresh = this.entries.get(key);
        if (fresh && this.now() - fresh.storedAt < this.options.ttlMs) {
          this.stats.hits++;
          this.send(req, res, fresh);
        } else this.fill(key, Boolean(entry), req, res, next);
      });
      return;
    }
    this.fill(key, Boolean(entry), req, res, next);
  };

  /** Runs the request, and keeps its answer when it turns out to be a catalogue answer. */
  private fill(key: string, known: boolean, req: Request, res: Response, next: () => void) {
    this.stats.misses++;
    const generation = this.generation;
    const tally: ProcedureTally = { calls: 0, catalogueCalls: 0 };
    let done: () => void = () => {};
    if (known && !this.refilling.has(key)) {
      this.refilling.set(
        key,
        new Promise<void>((resolve) => {
          done = () => {
            this.refilling.delete(key);
            resolve();
          };
        }),
      );
      res.once('close', () => done());
    }

    // The body is held back until the end, so a catalogue answer can be sent with its ETag
    // and caching headers; a live stream (SSE) is passed through untouched from its first byte.
    const chunks: Buffer[] = [];
    let passThrough = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);
    const isStream = () => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (passThrough || isStream()) {
        if (!passThrough) {
          passThrough = true;
          if (chunks.length > 0) write(Buffer.concat(chunks.splice(0)));
        }
        return write(chunk, ...rest);
      }
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      res.write = write as Response['write'];
      res.end = end as Response['end'];
      if (passThrough) {
        done();
        return end(chunk, ...rest);
      }
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      const callback = [chunk, ...rest].find((argument) => typeof argument === 'function');
      const body = Buffer.concat(chunks);
      const keep =
        res.statusCode === 200 &&
        tally.calls > 0 &&
        tally.calls === tally.catalogueCalls &&
        !res.getHeader('set-cookie') &&
        body.length <= MAX_BODY_BYTES &&
        generation === this.generation;
      if (keep && !res.headersSent) {
        const entry = this.store(key, res, body, routeTemplate(req, res));
        this.writeCachingHeaders(req, res, entry);
        if (req.headers['if-none-match'] === entry.etag) {
          res.statusCode = 304;
          res.removeHeader('content-type');
          res.removeHeader('content-length');
          done();
          return end(callback);
        }
      }
      done();
      return end(body, callback);
    }) as Response['end'];

    procedureTally.run(tally, next);
  }

  private store(key: string, res: Response, body: Buffer, route: string): Entry {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const entry: Entry = { body, route, headers, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, storedAt: this.now() };
    const previous = this.entries.get(key);
    if (previous) {
      this.totalBytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.totalBytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.totalBytes <= MAX_TOTAL_BYTES) break;
      this.entries.delete(oldest);
      this.totalBytes -= old.body.length;
    }
    this.stats.stored++;
    this.stats.entries = this.entries.size;
    return entry;
  }

  /**
   * /api (the spec's REST paths, for any client and any shared cache): a short max-age and
   * stale-while-revalidate. /trpc (this app, whose screens refetch after a booking and must
   * see the server's answer): revalidate every time, a 304 when nothing changed.
   */
  private writeCachingHeaders(req: Request, res: Response, entry: Entry) {
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', req.baseUrl === '/api' ? 'public, max-age=5, stale-while-revalidate=30' : 'no-cache');
    res.vary('Accept-Language');
  }

  private send(req: Request, res: Response, entry: Entry) {
    res.locals.routeTemplate = entry.route;
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    this.writeCachingHeaders(req, res, entry);
    res.setHeader('Vary', entry.headers.vary ? `${entry.headers.vary}, Accept-Encoding, Accept-Language` : 'Accept-Encoding, Accept-Language');
    if (req.headers['if-none-match'] === entry.etag) {
      res.removeHeader('content-type');
      res.status(304).end();
      return;
    }
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req) : undefined;
    let body = entry.body;
    if (encoding === 'br') body = entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    else if (encoding === 'gzip') body = entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(body);
  }
}

function acceptedEncoding(req: Request): 'br' | 'gzip' | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(accepted)) return 'gzip';
  return undefined;
}
