// The edge of the HTTP server: what is refused before any route
// runs, with a JSON answer instead of a reset connection or a 500.
// - Request lines and headers over Node's 16 KB limit: 414 (a long URL) or 431 (headers), read
//   to the end first so the client sees the answer rather than a connection reset.
// - URLs over MAX_URL_LENGTH: 414. A tRPC batch GET carries every call's input in its URL.
// - A Host (or trusted X-Forwarded-Host) that is not a host name or address with an optional
//   port: 400, as HTTP requires (tRPC could not even build the request's URL from it).
// - JSON nested deeper than MAX_JSON_DEPTH, in a body or in tRPC's `input` query parameter: 400.
// - Bytes that are not UTF-8 (over-long forms, encoded surrogates, stray continuation bytes) in
//   a JSON body or in a query string's percent-escapes: 400, rather than text quietly turned
//   into U+FFFD replacement characters and stored.
// - Signed-in answers are never stored by a browser or proxy cache (Cache-Control: no-store).
// - Request logs carry no tRPC inputs and no card numbers.
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { readSessionToken } from '../features/auth';
import { requestLanguage, t, withLanguage } from '../core/i18n';
import { sendEdgeError } from './caller-language';

/** Longest request URL served; a tRPC batch of 10 searches needs about 2 KB. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Deepest JSON nesting accepted; the app's own inputs are three levels deep at most. */
export const MAX_JSON_DEPTH = 32;

const jsonError = (status: number, message: string, code: string) => {
  const body = JSON.stringify({ message, code });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/** The Accept-Language of a request Node could not parse, when the bytes received show one. */
export function rawAcceptLanguage(rawPacket: Buffer | undefined): string | undefined {
  if (!rawPacket) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(rawPacket.toString('latin1'))?.[1];
}

/**
 * Node refuses a request whose line or headers pass 16 KB (HPE_HEADER_OVERFLOW) and, by
 * default, destroys the socket while the client is still sending: the client sees ECONNRESET.
 * Here the rest of the request is read and dropped, and the answer is a JSON 414 (the request
 * line alone is too long) or 431 (the headers are), then the connection closes. The message is
 * in the language of the request's Accept-Language when the bytes received carry it (there is
 * no parsed request, so no session to ask).
 */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const text = (key: string) => withLanguage(requestLanguage(undefined, rawAcceptLanguage(error.rawPacket)), () => t(key));
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const firstLineEnd = error.rawPacket ? error.rawPacket.indexOf('\r\n') : -1;
      const urlTooLong = firstLineEnd === -1 || firstLineEnd > 8 * 1024;
      socket.resume(); // drain what the client still sends, so closing does not reset
      socket.end(
        urlTooLong
          ? jsonError(414, `url: ${text('errors:http.urlTooLong')}`, 'URI_TOO_LONG')
          : jsonError(431, `headers: ${text('errors:http.headersTooLarge')}`, 'REQUEST_HEADER_FIELDS_TOO_LARGE'),
      );
      setTimeout(() => socket.destroy(), 5_000).unref();
      return;
    }
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return socket.destroy();
    socket.end(jsonError(400, text('errors:http.malformed'), 'BAD_REQUEST'));
  });
}

/** 414 for URLs longer than MAX_URL_LENGTH (Node's own limit is 16 KB for the whole header block). */
export const limitUrlLength: RequestHandler = (req, res, next) => {
  if (req.originalUrl.length <= MAX_URL_LENGTH) return next();
  return sendEdgeError(req, res, 414, 'URI_TOO_LONG', () => `url: ${t('errors:http.longerThan', { max: MAX_URL_LENGTH })}`);
};

/** RFC 3986's host (an IP literal, or a name of unreserved, sub-delimiter and %-escaped characters) and an optional port. */
const HOST_SYNTAX = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::[0-9]{0,5})?$/;

/** Whether `host` is a Host header's value as HTTP defines it, and one a URL can be built on. */
export function isValidHost(host: string): boolean {
  return HOST_SYNTAX.test(host) && URL.canParse(`http://${host}/`);
}

/** 400 for a request whose Host, or the X-Forwarded-Host a trusted proxy set, is not a host. */
export const refuseInvalidHost: RequestHandler = (req, res, next) => {
  const sent = req.headers.host;
  if ((sent === undefined || isValidHost(sent)) && (req.host === undefined || isValidHost(req.host))) return next();
  return sendEdgeError(req, res, 400, 'BAD_REQUEST', () => `host: ${t('errors:http.invalidHost')}`);
};

/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it (strings
 * skipped), so a hostile document is refused before JSON.parse or a validator recurses into it.
 */
export function jsonDepth(text: string | Buffer): number {
  const source = typeof text === 'string' ? text : text.toString('utf8');
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < source.length; i++) {
    const char = source.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'json.too.deep';
  constructor(readonly where: 'body' | 'input') {
    super(`${where}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }

  /** The message in the current language (the Error's own stays English, for logs). */
  text(): string {
    return `${this.where}: ${t('errors:http.jsonTooDeep', { max: MAX_JSON_DEPTH })}`;
  }
}

/** Bytes that should be UTF-8 text and are not. */
export class MalformedTextError extends Error {
  readonly status = 400;
  readonly type = 'text.malformed';
  constructor(readonly where: 'body' | 'query') {
    super(`${where}: not valid UTF-8`);
  }

  /** The message in the current language (the Error's own stays English, for logs). */
  text(): string {
    return `${this.where}: ${t('errors:http.notUtf8')}`;
  }
}

/** A JSON request's body bytes as received: a signed body (a provider's callback) is checked against them, not a re-serialisation. */
export interface WithJsonBytes {
  jsonBytes?: Buffer;
}

/**
 * express.json's `verify`, before the body is parsed: refuses bytes that are not UTF-8 (JSON
 * is UTF-8; other charsets body-parser refuses itself) and JSON nested deeper than MAX_JSON_DEPTH,
 * and keeps the bytes on the request for the routes that read a body as it was sent.
 */
export function verifyJsonBody(req: object, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isUtf8(body)) throw new MalformedTextError('body');
  if (jsonDepth(body) > MAX_JSON_DEPTH) throw new JsonTooDeepError('body');
  (req as WithJsonBytes).jsonBytes = body;
}

/** The bytes a URL's text stands for: each %XX escape one byte, the rest as it is (a URL is ASCII). */
function percentDecodedBytes(text: string): Buffer {
  return Buffer.from(
    text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

/** 400 for a query string whose percent-escapes are not UTF-8 (`%C0%AF`, an over-long '/'). */
export const refuseMalformedQuery: RequestHandler = (req, res, next) => {
  const start = req.originalUrl.indexOf('?');
  if (start === -1 || isUtf8(percentDecodedBytes(req.originalUrl.slice(start + 1)))) return next();
  const error = new MalformedTextError('query');
  return sendEdgeError(req, res, 400, 'BAD_REQUEST', () => error.text());
};

/** The same for tRPC's GET form, whose inputs arrive as JSON in the `input` query parameter. */
export const limitQueryJsonDepth: RequestHandler = (req, res, next) => {
  const input = req.query.input;
  if (typeof input === 'string' && jsonDepth(input) > MAX_JSON_DEPTH) {
    const error = new JsonTooDeepError('input');
    return sendEdgeError(req, res, 400, 'BAD_REQUEST', () => error.text());
  }
  next();
};

/**
 * A signed-in request's answer is about that user: no cache may keep it (a shared computer's
 * back button, a proxy). Sign-in answers get the same from the session cookie writer.
 */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (readSessionToken(req)) res.setHeader('Cache-Control', 'no-store');
  next();
};

const CARD_NUMBER = /(?<!\d)\d(?:(?:[ -]|%20|%2D|\+)?\d){11,18}(?!\d)/gi;

/**
 * The URL as the request log shows it: tRPC's `input` (every argument of a GET call, a
 * password reset token or a search text among them) becomes [redacted], and anything shaped
 * like a card number (12 to 19 digits, spaces or dashes allowed) becomes [card].
 */
export function redactUrl(url: string): string {
  const [path, query] = splitOnce(url, '?');
  const redactedQuery =
    query === undefined
      ? undefined
      : query
          .split('&')
          .map((pair) => (splitOnce(pair, '=')[0] === 'input' ? 'input=[redacted]' : pair))
          .join('&');
  const redacted = redactedQuery === undefined ? path : `${path}?${redactedQuery}`;
  return redacted.replace(CARD_NUMBER, '[card]');
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

/** pino-http's request serializer: method, redacted URL and id; never headers (cookies) or bodies. */
export function logRequest(req: { id: unknown; method: string; url: string }) {
  return { id: req.id, method: req.method, url: redactUrl(req.url) };
}
