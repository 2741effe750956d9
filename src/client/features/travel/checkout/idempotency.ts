// One Idempotency-Key per checkout attempt. Retrying the same payment after a lost answer
// (network error, server error) reuses the key, so the server charges at most once; changing
// the payment details, or trying again after a definite answer (a decline), is a new attempt.
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export interface PaymentAttempt {
  key: string;
  /** The request the key was made for (booking, method, card). */
  fingerprint: string;
}

export { newIdempotencyKey };

/** The attempt to send: the current one when the request is unchanged, else a new one. */
export function attemptFor(current: PaymentAttempt | null, fingerprint: string, makeKey = newIdempotencyKey): PaymentAttempt {
  return current && current.fingerprint === fingerprint ? current : { key: makeKey(), fingerprint };
}
