// Helpers for the back-office integration tests: staff and admin accounts with their session
// cookies, JSON and file calls to /api as the browser makes them, and test images made with sharp.
import sharp from 'sharp';
import type { TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { UserRole } from '@shared/schemas/auth';
import { createUser, sessionCookie } from './travel-fixtures';

export interface Actor {
  user: SessionUser;
  cookie: string;
}

export async function actor(app: TestApp, role: UserRole): Promise<Actor> {
  const user = await createUser(app, role);
  return { user, cookie: await sessionCookie(app, user) };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call to /api; `body` makes it a POST unless `method` says otherwise. */
export async function call<T = Record<string, unknown>>(
  app: TestApp,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const res = await app.fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Uploads `bytes` as the body of POST /api/admin/photos, as the browser does with a chosen file. */
export async function upload<T = Record<string, unknown>>(
  app: TestApp,
  owner: { ownerType: string; ownerId: string; fileName?: string },
  bytes: Uint8Array,
  options: { cookie?: string; contentType?: string } = {},
): Promise<Answer<T>> {
  const query = new URLSearchParams({ ownerType: owner.ownerType, ownerId: owner.ownerId, ...(owner.fileName ? { fileName: owner.fileName } : {}) });
  const res = await app.fetch(`/api/admin/photos?${query}`, {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/octet-stream', ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** A picture with some detail (a gradient with stripes), so encoders have work to do. */
export async function testImage(format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f59f00"/><stop offset="1" stop-color="#087f5b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${(i * width) / 12}" y="0" width="${width / 48}" height="${height}" fill="#ffffff" opacity="0.3"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export async function sqlCount(app: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await app.orm.em.getConnection().execute<{ count: number }[]>(`select count(*)::int as count from ${table} where ${where}`, params);
  return row.count;
}
