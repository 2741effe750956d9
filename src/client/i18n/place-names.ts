// Place names in the reader's language (@shared/place-names), loaded with the language: the
// table is only for Kiswahili and Arabic readers, so it is a chunk of its own, fetched together
// with the language's `common` texts (i18n.ts), which every screen waits for. English readers
// never download it, and no screen in another language renders before it is there.
import type { Language } from '@shared/languages';

let localPlaceText: ((text: string, language: Language) => string) | undefined;

export async function loadPlaceNames(): Promise<void> {
  localPlaceText ??= (await import('@shared/place-names')).localPlaceText;
}

/** `text` with its place names in `language`; as written in English, or before the table has loaded. */
export function placeText(text: string, language: Language): string {
  return language === 'en' || !localPlaceText ? text : localPlaceText(text, language);
}
