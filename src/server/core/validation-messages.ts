// zod's own messages ("Too small: expected number to be >=1") are written for developers and
// only in English. On the server every default message comes from the `validation` catalog in
// the caller's language instead ("Must be at least 1", "Lazima iwe angalau 1"). Messages a
// schema sets itself (the spec's texts, 'Expected a notification id') take precedence: zod asks
// this map only for issues without one; those are translated where the error is answered
// (core/schema-messages.ts). Installed once, by core/i18n, which gives it its translator.
import type { z } from 'zod';
import { BROKEN_CHARACTERS_REASON, CONTROL_CHARACTERS_REASON } from '@shared/schemas/text';

type Issue = z.core.$ZodRawIssue;

/** A text of a server catalog in the current language (core/i18n's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const TYPE_KEYS = new Set(['string', 'number', 'int', 'boolean', 'date', 'array', 'object']);
const FORMAT_KEYS: Record<string, string> = {
  email: 'email',
  url: 'url',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  uuid: 'uuid',
  guid: 'uuid',
  starts_with: 'startsWith',
  ends_with: 'endsWith',
  includes: 'includes',
};

const list = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

export function validationMessage(issue: Issue, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return t('validation:required');
      const expected = TYPE_KEYS.has(issue.expected) ? issue.expected : 'other';
      return t('validation:invalidType', { expected: t(`validation:types.${expected}`) });
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      // An empty text (after trimming) where one is needed is simply missing.
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation:required');
      if (issue.origin === 'string' || issue.origin === 'array') return t(`validation:tooSmall.${issue.origin}`, { minimum });
      return t(issue.inclusive === false ? 'validation:tooSmall.exclusive' : 'validation:tooSmall.inclusive', { minimum });
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array') return t(`validation:tooBig.${issue.origin}`, { maximum });
      return t(issue.inclusive === false ? 'validation:tooBig.exclusive' : 'validation:tooBig.inclusive', { maximum });
    }
    case 'invalid_format': {
      const key = FORMAT_KEYS[issue.format] ?? 'other';
      return t(`validation:format.${key}`, { prefix: issue.prefix ?? '', suffix: issue.suffix ?? '', includes: issue.includes ?? '' });
    }
    case 'invalid_value':
      return t('validation:oneOf', { values: list(issue.values) });
    case 'unrecognized_keys':
      return t('validation:unknownFields', { keys: issue.keys.join(', ') });
    case 'custom':
      if (issue.params?.reason === CONTROL_CHARACTERS_REASON) return t('validation:controlCharacters');
      if (issue.params?.reason === BROKEN_CHARACTERS_REASON) return t('validation:brokenCharacters');
      return t('validation:invalid');
    case 'not_multiple_of':
      return t('validation:multipleOf', { divisor: String(issue.divisor) });
    default:
      return t('validation:invalid');
  }
}
