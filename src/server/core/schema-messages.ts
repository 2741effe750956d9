// Messages a shared schema sets itself ('Check-out must be after check-in', `Must be 1 to
// ${MAX_GUESTS}`) are English: they are written once, in src/shared/schemas, for the server and
// the client's forms alike, and zod prefers them to the validation catalog's default messages
// (core/validation-messages.ts). Where an invalid input becomes an error answer
// (trpc/error-mapping.ts, `fieldIssues`), such a message is put into the caller's language here:
// looked up by its English text in src/server/locales/<language>/schema-messages.json. Parts the
// sources fix are written out ('Must be 1 to 10'); a text with parts only the run time knows is
// listed with {{placeholders}} ('Must be at most {{max}} for a {{type}} booking'), and the parts
// are read back from the English and filled into the translation. A schema message with no
// translation (the schema-message test prevents it) gets the default message of its kind, so a
// Kiswahili or Arabic caller never reads English.
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '@shared/languages';
import { schemaMessageCatalogs, type TranslatedLanguage } from '../locales/schema-messages';
import { currentLanguage, t } from './i18n';
import { validationMessage } from './validation-messages';

type Issue = z.core.$ZodIssue;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Pattern {
  english: RegExp;
  names: string[];
  translation: string;
  /** Characters of the English outside the placeholders: the more, the more specific. */
  fixed: number;
}

interface Catalog {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entries: Record<string, string>): Catalog {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translation] of Object.entries(entries)) {
    // split() with a capturing group: the fixed texts at even indexes, placeholder names at odd.
    const parts = english.split(PLACEHOLDER);
    if (parts.length === 1) {
      exact.set(english, translation);
      continue;
    }
    const fixedParts = parts.filter((_, index) => index % 2 === 0);
    patterns.push({
      english: new RegExp(`^${parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('')}$`, 's'),
      names: parts.filter((_, index) => index % 2 === 1),
      translation,
      fixed: fixedParts.join('').length,
    });
  }
  // 'Choose one of {{TYPES}}' is tried before 'Choose {{ROLES}}', which would also match it.
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

const catalogs = new Map<Language, Catalog>(
  (Object.entries(schemaMessageCatalogs) as [TranslatedLanguage, Record<string, string>][]).map(([language, entries]) => [language, compile(entries)]),
);

/** A schema's English message in `language`; undefined when the catalog does not list it. */
export function translateSchemaMessage(english: string, language: Language): string | undefined {
  const catalog = catalogs.get(language);
  if (!catalog) return undefined;
  const exact = catalog.exact.get(english);
  if (exact !== undefined) return exact;
  for (const pattern of catalog.patterns) {
    const match = pattern.english.exec(english);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, index) => [name, match[index + 1]]));
    return pattern.translation.replace(PLACEHOLDER, (placeholder, name: string) => values.get(name) ?? placeholder);
  }
  return undefined;
}

/** Whether a message is the validation catalog's default for the issue (already in the caller's language). */
function isDefaultMessage(issue: Issue): boolean {
  const raw = issue as unknown as z.core.$ZodRawIssue;
  // A reported issue no longer carries its input, which tells 'Required' from 'Must be a number'.
  return issue.message === validationMessage(raw, t) || issue.message === validationMessage({ ...raw, input: null } as z.core.$ZodRawIssue, t);
}

/** The issue's message in the current language (the schema's own English stays as it is for English). */
export function issueMessage(issue: Issue): string {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE) return issue.message;
  const translated = translateSchemaMessage(issue.message, language);
  if (translated !== undefined) return translated;
  return isDefaultMessage(issue) ? issue.message : validationMessage(issue as unknown as z.core.$ZodRawIssue, t);
}
