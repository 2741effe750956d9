// Messages for zod issues found in the browser by the shared schemas (src/shared/schemas). The
// schemas hold the English text, written once for server and forms alike (tests and the spec
// quote it), so English shows the issue's own message; other languages translate it by the
// issue's kind and limits (keys under common:validation).
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/i18n';
import { BROKEN_CHARACTERS_REASON, CONTROL_CHARACTERS_REASON } from '@shared/schemas/text';

type Issue = z.core.$ZodIssue;

function issueKey(issue: Issue): { key: string; count?: number } {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 ? { key: 'required' } : { key: 'tooShort', count: Number(issue.minimum) };
    case 'too_big':
      return { key: 'tooLong', count: Number(issue.maximum) };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (field === 'username') return { key: 'usernameCharacters' };
      return { key: 'invalid' };
    case 'custom':
      if (issue.params?.reason === CONTROL_CHARACTERS_REASON) return { key: 'controlCharacters' };
      if (issue.params?.reason === BROKEN_CHARACTERS_REASON) return { key: 'brokenCharacters' };
      if (field === 'phone') return { key: 'phone' };
      return { key: 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** zod's own developer-style defaults ('Too small: expected string to have >=1 characters'), which a schema did not replace. */
const ZOD_DEFAULT = /^(Too small|Too big|Invalid input|Invalid string|Invalid option|Invalid)(:|$)/;

export function issueText(issue: Issue, t: TFunction): string {
  // The plain-text rules carry no English text of their own (see shared/schemas/text.ts).
  const plainTextRule = issue.code === 'custom' && (issue.params?.reason === CONTROL_CHARACTERS_REASON || issue.params?.reason === BROKEN_CHARACTERS_REASON);
  // An empty required text (zText's min(1) carries no English text of its own either).
  const emptyText = issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1;
  if (currentLanguage() === 'en' && !plainTextRule && !emptyText && !ZOD_DEFAULT.test(issue.message)) return issue.message;
  const { key, count } = issueKey(issue);
  return t(`common:validation.${key}`, { count });
}
