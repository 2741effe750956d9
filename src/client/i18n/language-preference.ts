// Which language to show: the traveller's own choice (kept in localStorage, and in the profile
// when signed in), else the browser's languages, else English.
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '../../shared/languages';

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
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function initialLanguage(stored = readStoredLanguage(), preferences = browserLanguages()): Language {
  return stored ?? pickLanguage(preferences) ?? DEFAULT_LANGUAGE;
}
