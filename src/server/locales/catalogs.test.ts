import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { serverCatalogs } from './index';

// The server's catalogs stay in step: every English key exists, non-empty, in Kiswahili and
// Arabic, with the same {{placeholders}}, and no language has keys English lacks.
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

describe('server translation catalogs', () => {
  const english = serverCatalogs.en;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every English key, non-empty, with the same placeholders`, () => {
      const catalog = serverCatalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const namespace of Object.keys(english)) {
        const en = flatten(english[namespace] as Tree);
        const other = flatten(catalog[namespace] as Tree);
        expect(Object.keys(other).sort(), `${language}/${namespace} keys`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(other[key]?.trim(), `${language}/${namespace}:${key}`).toBeTruthy();
          expect(placeholders(other[key]), `${language}/${namespace}:${key} placeholders`).toEqual(placeholders(text));
        }
      }
    });
  }
});
