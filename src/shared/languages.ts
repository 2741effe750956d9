// The app's languages. English is the spec's text; Kiswahili and Arabic (right to left) are
// translations. Shared so the server can pick a language for its own messages from the user's
// saved preference or Accept-Language, exactly as the browser does from navigator.languages.
export const LANGUAGES = ['en', 'sw', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as language pickers show them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili', ar: 'العربية' };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

/** The cookie that carries the traveller's choice on this device to the server, which renders pages in it. */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The first supported language in a preference list ('sw-KE', 'ar-AE;q=0.8', 'fr'), matching
 * on the primary subtag; undefined when none is supported.
 */
export function pickLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const primary = preference.split(';')[0].trim().split(/[-_]/)[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first (q-values honoured). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
