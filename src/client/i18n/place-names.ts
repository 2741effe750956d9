// Place names in the reader's language (@shared/place-names), loaded with the language: the
// table is only for Kiswahili and Arabic readers, so it is a chunk of its own, fetched together
// with the language's `common` texts (i18n.ts), which every screen waits for. English readers
// never download it, and no screen in another language renders before it is there.
import type { Language } from '@shared/languages';

let table: typeof import('@shared/place-names') | undefined;

export async function loadPlaceNames(): Promise<void> {
  table ??= await import('@shared/place-names');
}

/** `text` with its place names in `language`; as written in English, or before the table has loaded. */
export function placeText(text: string, language: Language): string {
  return language === 'en' || !table ? text : table.localPlaceText(text, language);
}

/**
 * A place's name as one label ('Westlands', 'Karen Blixen Museum'): in `language` when the place
 * table names the whole of it, else kept whole as written in English and marked so (a landmark's
 * name is one name: 'Karen Blixen Museum' never becomes half Arabic).
 */
export function placeLabel(text: string, language: Language): { text: string; lang?: 'en' } {
  if (language === 'en' || !table) return { text };
  return table.isWhollyPlaceNames(text) ? { text: table.localPlaceText(text, language) } : { text, lang: 'en' };
}
