import { z } from 'zod';

// One string type for every text a client sends (issue 9): trimmed, bounded, and free of
// control characters. A NUL byte or an escape sequence in a name, a query or an id is never
// meaningful; PostgreSQL refuses NUL outright (which used to surface as a 500). Multi-line
// texts (messages, descriptions) keep line breaks and tabs. The issue carries
// `params.reason = 'controlCharacters'`, which the server's validation catalog and the
// client's form messages translate (no English text is baked in here).

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/** Every control character, line breaks included. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_ANY = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const CONTROL_CHARACTERS_REASON = 'controlCharacters';

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL_ANY).test(value);
}

export interface TextOptions {
  /** Longest accepted length, after trimming. */
  max: number;
  /** Shortest accepted length, after trimming (1: required, the default; 0: may be empty). */
  min?: number;
  /** Allow line breaks and tabs (messages, descriptions). */
  multiline?: boolean;
}

/** A required (by default) text field: trimmed, min/max length, no control characters. */
export function zText({ max, min = 1, multiline = false }: TextOptions) {
  let schema = z.string().trim();
  if (min > 0) schema = schema.min(min);
  return withoutControlCharacters(schema.max(max), { multiline });
}

/**
 * Adds the control-character rule to a string schema of its own (with its own messages). The
 * rule's message always comes from the validation catalog (the global error map), even when the
 * schema has a message of its own for everything (`z.string({ error: 'Required' })`), which
 * would otherwise name the wrong problem.
 */
export function withoutControlCharacters<S extends z.ZodType<string>>(schema: S, { multiline = false }: { multiline?: boolean } = {}) {
  return schema.refine((value) => !hasControlCharacters(value, { multiline }), {
    params: { reason: CONTROL_CHARACTERS_REASON },
    error: (issue) => z.config().customError?.(issue),
  });
}

/** An id or code sent by the client (a hotel id, a tracking number): one line, no spaces at the ends. */
export function zIdentifier(max = 100) {
  return zText({ max });
}
