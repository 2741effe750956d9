// Secrets the app must read back (a TOTP secret, a passport number) are stored encrypted with AES-256-GCM under
// SECRET_ENCRYPTION_KEY, which lives in the environment, not the database: a copy of the
// database alone yields no secret. The format names the key version, so a later key rotation can
// tell old from new. The demo key is public (it is in this file): a deployment sets its own.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** 32 bytes from the configured text: base64 of exactly 32 bytes is taken as is, anything else is hashed. */
function keyBytes(key: string): Buffer {
  const decoded = Buffer.from(key, 'base64');
  return decoded.length === 32 && decoded.toString('base64') === key ? decoded : createHash('sha256').update(key).digest();
}

export function sealSecret(plain: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/** Throws when the text was sealed under another key or altered (GCM's tag does not match). */
export function openSecret(sealed: string, key: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
