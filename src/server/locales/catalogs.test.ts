import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';
import { serverCatalogs } from './index';

// The server's catalogs stay in step: every English key exists, non-empty, in Kiswahili and
// Arabic, with the same {{placeholders}} and each plural form the language needs (Arabic: zero,
// one, two, few, many, other), and no language has keys English lacks.
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralForms = (language: string) => (new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]).slice().sort();

/** Keys with plural forms folded to their base: { 'stock.onlyLeft.room': ['one', 'other'], 'signIn': null }. */
function group(flat: Record<string, string>): Map<string, string[] | null> {
  const groups = new Map<string, string[] | null>();
  for (const key of Object.keys(flat)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) groups.set(key, null);
    else {
      const base = key.slice(0, -match[0].length);
      groups.set(base, [...(groups.get(base) ?? []), match[1]].sort());
    }
  }
  return groups;
}

describe('server translation catalogs', () => {
  const english = serverCatalogs.en;
  for (const language of LANGUAGES) {
    it(`${language} has every English key, non-empty, with each plural form the language needs and the same placeholders`, () => {
      const catalog = serverCatalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const namespace of Object.keys(english)) {
        const en = flatten(english[namespace] as Tree);
        const other = flatten(catalog[namespace] as Tree);
        const enGroups = group(en);
        const otherGroups = group(other);
        expect([...otherGroups.keys()].sort(), `${language}/${namespace} keys`).toEqual([...enGroups.keys()].sort());
        for (const [base, forms] of enGroups) {
          if (forms === null) {
            expect(other[base]?.trim(), `${language}/${namespace}:${base}`).toBeTruthy();
            expect(placeholders(other[base]), `${language}/${namespace}:${base} placeholders`).toEqual(placeholders(en[base]));
            continue;
          }
          expect(otherGroups.get(base), `${language}/${namespace}:${base} plural forms`).toEqual(pluralForms(language));
          const expected = placeholders(en[`${base}_other`]);
          for (const form of otherGroups.get(base) ?? []) {
            const text = other[`${base}_${form}`];
            expect(text?.trim(), `${language}/${namespace}:${base}_${form}`).toBeTruthy();
            // 'zero', 'one' and 'two' may spell the number out ('غرفتان': two rooms).
            const found = placeholders(text);
            if (['zero', 'one', 'two'].includes(form))
              expect(
                found.every((name) => expected.includes(name)),
                `${language}/${namespace}:${base}_${form} placeholders`,
              ).toBe(true);
            else expect(found, `${language}/${namespace}:${base}_${form} placeholders`).toEqual(expected);
          }
        }
      }
    });
  }
});
