import { z } from 'zod';

// One string type for every text a client sends: trimmed, bounded, well-formed Unicode and free
// of control characters. Every free-text field of every input schema is declared through
// `plainText` (or `zText`, `zIdentifier`, `zOptionalText`, built on it); a test walks every
// procedure's input and proves each text field refuses both problems.
// - A NUL byte or an escape sequence in a name, a query or an id is never meaningful, and
//   PostgreSQL refuses NUL outright. Multi-line texts (messages, descriptions) keep line breaks
//   and tabs.
// - A lone UTF-16 surrogate (half of an emoji, as a client that cuts text in the middle of a
//   character sends it) is not text at all: PostgreSQL refuses it in jsonb, and in a text column
//   it would silently become U+FFFD.
// Each issue carries `params.reason`, which the server's validation catalog and the client's
// form messages translate (no English text is baked in here).

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/** Every control character, line breaks included. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_ANY = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** With the u flag a surrogate pair is one code point, so this finds only the halves without their other half. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export const CONTROL_CHARACTERS_REASON = 'controlCharacters';
export const BROKEN_CHARACTERS_REASON = 'brokenCharacters';

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL_ANY).test(value);
}

/** Whether `value` has a UTF-16 surrogate without its pair (not well-formed Unicode). */
export function hasBrokenCharacters(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** Longest accepted length, after trimming. */
  max: number;
  /** Shortest accepted length, after trimming (1: required, the default; 0: may be empty). */
  min?: number;
  /** Allow line breaks and tabs (messages, descriptions). */
  multiline?: boolean;
}

/** A required (by default) text field: trimmed, min/max length, plain text. */
export function zText({ max, min = 1, multiline = false }: TextOptions) {
  let schema = z.string().trim();
  if (min > 0) schema = schema.min(min);
  return plainText(schema.max(max), { multiline });
}

/**
 * Makes a string schema of its own (with its own messages) plain text: well-formed Unicode with
 * no control characters. The rules' messages always come from the validation catalog (the global
 * error map), even when the schema has a message of its own for everything
 * (`z.string({ error: 'Required' })`), which would otherwise name the wrong problem.
 */
export function plainText<S extends z.ZodType<string>>(schema: S, { multiline = false }: { multiline?: boolean } = {}) {
  const fromCatalog = (issue: z.core.$ZodRawIssue) => z.config().customError?.(issue);
  return schema
    .refine((value) => !hasBrokenCharacters(value), { params: { reason: BROKEN_CHARACTERS_REASON }, error: fromCatalog, abort: true })
    .refine((value) => !hasControlCharacters(value, { multiline }), { params: { reason: CONTROL_CHARACTERS_REASON }, error: fromCatalog });
}

/** An id or code sent by the client (a hotel id, a tracking number): one line, no spaces at the ends. */
export function zIdentifier(max = 100) {
  return zText({ max });
}
