// Catalogue text in Kiswahili and Arabic. The English text stays in its own column (it is the
// source, what search matches and what English readers get); each row may carry a
// `translations` object beside it, `{ sw: { description: '…' }, ar: { … } }`, with a value for
// any of its translatable fields. An answer in Kiswahili or Arabic puts the translation in place
// of the English; a field without one keeps its English text and is named in the item's
// `inEnglish` list, so the screen can mark it `lang="en"` (a screen reader then reads it with an
// English voice). English answers carry no `inEnglish`: they are exactly what they were.
import { z } from 'zod';
import type { Language } from './languages';

export const TRANSLATED_LANGUAGES = ['sw', 'ar'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export type CatalogueTranslations<Field extends string = string> = Partial<Record<TranslatedLanguage, Partial<Record<Field, string>>>>;

/** The fields of an item left in English in this answer (absent in English answers, and when none is). */
export const ZInEnglish = z
  .array(z.string())
  .optional()
  .describe('Fields whose text is the English source because no translation exists (non-English answers only)');

/** The text of `field` in `language`, or undefined when there is none (English is the column itself). */
export function translatedText<Field extends string>(
  translations: CatalogueTranslations<Field> | null | undefined,
  language: Language,
  field: Field,
): string | undefined {
  if (language === 'en') return undefined;
  const text = translations?.[language]?.[field]?.trim();
  return text ? text : undefined;
}

/**
 * The item with its `fields` in `language`: a translation where one is stored, else the English
 * text with the field named in `inEnglish`. English returns the item itself, unchanged.
 */
export function localizeItem<Item extends object, Field extends keyof Item & string>(
  item: Item,
  translations: CatalogueTranslations<Field> | null | undefined,
  language: Language,
  fields: readonly Field[],
): Item & { inEnglish?: string[] } {
  if (language === 'en') return item;
  const localized: Item & { inEnglish?: string[] } = { ...item };
  const inEnglish: string[] = [];
  for (const field of fields) {
    const text = translatedText(translations, language, field);
    if (text === undefined) {
      if (typeof item[field] === 'string' && item[field] !== '') inEnglish.push(field);
    } else (localized as Record<string, unknown>)[field] = text;
  }
  if (inEnglish.length > 0) localized.inEnglish = inEnglish;
  return localized;
}

/**
 * The translations after staff edit them: a text sent replaces the stored one (an empty one
 * removes it), a text not sent stays. Kept in a fixed order with only the texts written, null
 * when there are none, so the audit trail compares like with like.
 */
export function mergeTranslations<Field extends string>(
  stored: CatalogueTranslations<Field> | null | undefined,
  sent: CatalogueTranslations<Field> | null | undefined,
  fields: readonly Field[],
): CatalogueTranslations<Field> | null {
  const merged: CatalogueTranslations<Field> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const text = (sent?.[language]?.[field] ?? stored?.[language]?.[field])?.trim();
      if (text) texts[field] = text;
    }
    if (Object.keys(texts).length > 0) merged[language] = texts;
  }
  return Object.keys(merged).length > 0 ? merged : null;
}
