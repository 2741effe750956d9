// One Idempotency-Key per checkout attempt. Retrying the same payment after a lost answer
// (network error, server error) reuses the key, so the server charges at most once; changing
// the payment details, or trying again after a definite answer (a decline), is a new attempt.

export interface PaymentAttempt {
  key: string;
  /** The request the key was made for (booking, method, card). */
  fingerprint: string;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost): build the same v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt to send: the current one when the request is unchanged, else a new one. */
export function attemptFor(current: PaymentAttempt | null, fingerprint: string, makeKey = newIdempotencyKey): PaymentAttempt {
  return current && current.fingerprint === fingerprint ? current : { key: makeKey(), fingerprint };
}
