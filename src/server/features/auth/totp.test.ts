import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingTotpStep, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is ASCII "12345678901234567890"; 8-digit values end in these 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts the codes of one step either side of now, and no further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, '12345', now)).toBeNull();
  });
});
