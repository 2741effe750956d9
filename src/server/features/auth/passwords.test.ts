import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', 'test');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores a self-describing string with a random salt, never the password', async () => {
    const a = await hashPassword('same password', 'test');
    const b = await hashPassword('same password', 'test');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same password');
  });

  it('uses the OWASP parameters by default and verifies with the parameters stored', async () => {
    const stored = await hashPassword('demo1234', 'owasp');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
  });

  it('treats composed and decomposed accents alike', async () => {
    const stored = await hashPassword('caf\u00e9 au lait', 'test');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses malformed or unreasonable stored strings without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$1024$8$1$$',
      'scrypt$99999999$8$1$c2FsdA==$a2V5',
      'scrypt$abc$8$1$c2FsdA==$a2V5',
      'scrypt$1000$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('asks for a rehash only of weaker hashes', async () => {
    const cheap = await hashPassword('p', 'test');
    expect(needsRehash(cheap, 'owasp')).toBe(true);
    expect(needsRehash(cheap, 'test')).toBe(false);
    expect(needsRehash('scrypt$131072$8$1$c2FsdA==$a2V5', 'test')).toBe(false);
    expect(needsRehash('garbage', 'test')).toBe(true);
  });

  it('spends a hash on unknown users and always fails', async () => {
    expect(await verifyAgainstDummy('anything', 'test')).toBe(false);
  });
});
