// Helpers for the accounts integration tests: JSON calls to /api as a browser client would make
// them, with the session cookie carried by hand and the client address set through
// X-Forwarded-For (the test apps run with TRUST_PROXY=1), so each test can act from its own
// address and the per-address throttles of one test do not leak into another.
import type { TestApp } from '../support/test-app';

export interface ApiCall {
  method?: string;
  body?: unknown;
  /** The session cookie to send, as `name=value`. */
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
  setCookies: string[];
  /** `name=value` of the session cookie the response set, if any. */
  sessionCookie?: string;
}

export async function api(app: TestApp, path: string, call: ApiCall = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.cookie) headers.cookie = call.cookie;
  if (call.ip) headers['x-forwarded-for'] = call.ip;
  const res = await app.fetch(path, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  const setCookies = res.headers.getSetCookie();
  const session = setCookies.find((c) => /^(__Host-)?session=[^;]+/.test(c));
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    headers: res.headers,
    setCookies,
    sessionCookie: session?.split(';')[0],
  };
}

let addressCounter = 0;
/** A client address no other call in this test file uses. */
export function freshIp(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let nameCounter = 0;
export function freshAccount(prefix = 'user') {
  nameCounter++;
  const username = `${prefix}${nameCounter}_${Math.random().toString(36).slice(2, 7)}`;
  return { username, email: `${username}@example.com`, password: 'correct horse', phone: null as string | null };
}

/** Registers a new traveller and returns it with its session cookie. */
export async function registerTraveller(app: TestApp, account = freshAccount()) {
  const result = await api(app, '/api/register', { body: account, ip: freshIp() });
  if (result.status !== 201 || !result.sessionCookie) throw new Error(`register failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...account, user: result.body as { id: string; username: string; role: string }, cookie: result.sessionCookie };
}

export async function login(app: TestApp, username: string, password: string) {
  const result = await api(app, '/api/login', { body: { username, password }, ip: freshIp() });
  if (result.status !== 200 || !result.sessionCookie) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { user: result.body as { id: string; username: string; role: string }, cookie: result.sessionCookie };
}
