import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../../../test/support/schema-message-sources';
import { schemaMessageCatalogs, type TranslatedLanguage } from './schema-messages';

// Every message a shared schema sets itself has a Kiswahili and an Arabic translation, read
// from the sources with the TypeScript compiler (test/support/schema-message-sources.ts), with
// the same {{placeholders}}; and the catalogs list nothing the schemas no longer say.
const { messages, problems } = schemaMessages();
const english = [...new Set(messages.map((message) => message.text))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('schema messages', () => {
  it('are all read from the sources', () => {
    expect(problems).toEqual([]);
    // The spec's texts and rules of every area: a sudden drop means the reader lost track.
    expect(english.length).toBeGreaterThan(120);
    expect(english).toEqual(
      expect.arrayContaining([
        'Check-out must be after check-in',
        'Must be at most {{max}} for a {{type}} booking',
        'Missing Information - Please fill in all required fields',
      ]),
    );
  });

  it('have letters of their own outside the placeholders (a bare {{value}} would match any text)', () => {
    expect(english.filter((text) => !/[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, '')))).toEqual([]);
  });

  for (const language of Object.keys(schemaMessageCatalogs) as TranslatedLanguage[]) {
    const catalog = schemaMessageCatalogs[language];

    it(`${language} translates each, with the same placeholders`, () => {
      const where = new Map(messages.map((message) => [message.text, message.where]));
      expect(
        english.filter((text) => !catalog[text]?.trim()).map((text) => `${where.get(text)}: ${JSON.stringify(text)}`),
        `missing in ${language}/schema-messages.json`,
      ).toEqual([]);
      for (const text of english) {
        expect(placeholders(catalog[text]), `${language}: ${text}`).toEqual(placeholders(text));
        expect(catalog[text], `${language}: ${text} is left in English`).not.toBe(text);
      }
    });

    it(`${language} lists no message the schemas no longer set`, () => {
      expect(Object.keys(catalog).filter((text) => !english.includes(text))).toEqual([]);
    });
  }
});
