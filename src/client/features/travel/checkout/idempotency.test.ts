import { describe, expect, it } from 'vitest';
import { attemptFor, newIdempotencyKey } from './idempotency';

describe('payment attempts', () => {
  it('reuses the key while the request is unchanged', () => {
    let n = 0;
    const makeKey = () => `key-${++n}`;
    const first = attemptFor(null, 'booking-1|card|4111', makeKey);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, 'booking-1|card|4111', makeKey)).toBe(first);
    const changed = attemptFor(first, 'booking-1|card|4242', makeKey);
    expect(changed.key).toBe('key-2');
  });

  it('makes v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
