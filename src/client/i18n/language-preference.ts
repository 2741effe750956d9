// Which language to show: the traveller's own choice (kept in localStorage, and in the profile
// when signed in, and in a cookie for the server's render), else the browser's languages, else
// English.
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, pickLanguage, type Language } from '@shared/languages';

export const LANGUAGE_STORAGE_KEY = 'language';

export function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled (private mode)
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the choice lasts for this visit
  }
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** A choice stored before the cookie existed reaches the server from the next page on. */
export function rememberStoredLanguage(): void {
  const stored = readStoredLanguage();
  if (stored && typeof document !== 'undefined' && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${stored}`)) storeLanguage(stored);
}

export function initialLanguage(stored = readStoredLanguage(), preferences = browserLanguages()): Language {
  return stored ?? pickLanguage(preferences) ?? DEFAULT_LANGUAGE;
}
