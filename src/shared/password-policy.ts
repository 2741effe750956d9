// The password policy, shared by the server (which enforces it at
// registration, password change and `user:create`) and the browser's strength meter (which
// loads this module lazily: the dictionary of common passwords is about 400 KB).
//
// Refused: a password made of spaces only; one containing the username or the email (or its
// part before the @); and any password zxcvbn scores below 2 of 4, i.e. one an attacker
// guesses in under a million tries: the common ones ('12345678', 'password', 'qwertyuiop'),
// keyboard walks, repeats and dates. The demo accounts were created before the policy and are
// not checked again (nothing re-validates a stored password).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordProblem = 'onlySpaces' | 'personal' | 'common' | 'guessable';

export const MIN_PASSWORD_SCORE = 2;

export interface PasswordCheck {
  score: PasswordScore;
  /** Why it is refused; undefined when it is accepted. */
  problem?: PasswordProblem;
}

let estimator: ZxcvbnFactory | undefined;

function strength(password: string, personal: string[]) {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, personal);
}

/** The user's own words a password must not contain: the username, the email and its local part. */
export function personalWords(account: { username?: string | null; email?: string | null }): string[] {
  const words = new Set<string>();
  const add = (word: string | null | undefined) => {
    const trimmed = word?.trim().toLowerCase();
    if (trimmed && trimmed.length >= 3) words.add(trimmed);
  };
  add(account.username);
  add(account.email);
  add(account.email?.split('@')[0]);
  return [...words];
}

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'commonNames', 'namesByThemselves']);

export function checkPassword(password: string, account: { username?: string | null; email?: string | null } = {}): PasswordCheck {
  if (password.trim() === '') return { score: 0, problem: 'onlySpaces' };
  const personal = personalWords(account);
  const result = strength(password, personal);
  const score = result.score as PasswordScore;
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word))) return { score: Math.min(score, 1) as PasswordScore, problem: 'personal' };
  if (score >= MIN_PASSWORD_SCORE) return { score };
  const warning = result.feedback.warning ?? '';
  return { score, problem: COMMON_WARNINGS.has(warning) ? 'common' : 'guessable' };
}
