// Keeps the translations whole: every English key exists, non-empty, in Kiswahili
// and Arabic with each plural form the language needs; placeholders ({{name}}) and markup
// (<b>) match; no language has keys English lacks; and every key the code asks for with a
// literal t('…') exists in English.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/languages';

/** i18n.ts's startup namespaces (kept in step by hand: importing i18n.ts would start i18next). */
const STARTUP_NAMESPACES = ['common', 'auth', 'home'];

const LOCALES = path.resolve(__dirname, '../locales');
const CLIENT = path.resolve(__dirname, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = {}): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

function namespaces(language: Language): string[] {
  return readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(language: Language, namespace: string): Flat {
  return flatten(JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')));
}

/** Plural base key → its forms; plain keys map to themselves with no forms. */
function group(flat: Flat): Map<string, Set<string> | null> {
  const groups = new Map<string, Set<string> | null>();
  for (const key of Object.keys(flat)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      groups.set(key, null);
      continue;
    }
    const base = key.slice(0, -match[0].length);
    const forms = groups.get(base) ?? new Set<string>();
    forms.add(match[1]);
    groups.set(base, forms);
  }
  return groups;
}

function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

const pluralForms = (language: Language) => new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]);

describe('translation files', () => {
  const english = namespaces('en');

  it('exist for every namespace in every language', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(namespaces(language), language).toEqual(english);
  });

  for (const language of LANGUAGES) {
    for (const namespace of english) {
      it(`${language}/${namespace}: every key, every plural form, nothing empty, same placeholders`, () => {
        const source = load('en', namespace);
        const target = load(language, namespace);
        const sourceGroups = group(source);
        const targetGroups = group(target);
        const problems: string[] = [];

        for (const [key, value] of Object.entries(target)) {
          if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: empty or not text`);
        }
        for (const [base, forms] of sourceGroups) {
          const targetForms = targetGroups.get(base);
          if (targetForms === undefined) {
            problems.push(`${base}: missing`);
            continue;
          }
          if (forms === null) {
            if (targetForms !== null) problems.push(`${base}: plural forms where English has one text`);
            else if (placeholders(String(source[base])).join() !== placeholders(String(target[base])).join()) {
              problems.push(`${base}: placeholders ${placeholders(String(target[base]))} differ from ${placeholders(String(source[base]))}`);
            }
            continue;
          }
          const needed = pluralForms(language);
          if (targetForms === null) {
            problems.push(`${base}: needs plural forms ${[...needed]}`);
            continue;
          }
          for (const form of needed) if (!targetForms.has(form)) problems.push(`${base}_${form}: missing plural form`);
          for (const form of targetForms) if (!needed.has(form)) problems.push(`${base}_${form}: ${language} has no such plural form`);
          const expected = placeholders(String(source[`${base}_other`]));
          for (const form of targetForms) {
            const found = placeholders(String(target[`${base}_${form}`]));
            // 'one', 'two' and 'zero' may write the number as a word ('ليلتان': two nights).
            const ok = ['zero', 'one', 'two'].includes(form) ? found.every((p) => expected.includes(p)) : found.join() === expected.join();
            if (!ok) problems.push(`${base}_${form}: placeholders ${found} differ from ${expected}`);
          }
        }
        for (const base of targetGroups.keys()) if (!sourceGroups.has(base)) problems.push(`${base}: not in English`);
        expect(problems).toEqual([]);
      });
    }
  }

  it("has English plural forms exactly as English needs them ('one', 'other')", () => {
    for (const namespace of english) {
      for (const [base, forms] of group(load('en', namespace))) {
        if (forms) expect([...forms].sort(), `${namespace}:${base}`).toEqual(['one', 'other']);
      }
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('keys used in the code', () => {
  it('all exist in English', () => {
    const english = Object.fromEntries(namespaces('en').map((namespace) => [namespace, load('en', namespace)]));
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(CLIENT)) {
      const code = readFileSync(file, 'utf8');
      const defaultNamespace = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(code)?.[1] ?? 'common';
      // A component waits only for the namespaces it names: any other one it reads from must
      // be one every screen has (common, auth, home), or it would show keys.
      if (file.endsWith('.tsx')) {
        const named = new Set([...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'\w+')/g)].flatMap((m) => [...m[1].matchAll(/'(\w+)'/g)].map((n) => n[1])));
        for (const prefix of code.matchAll(/\bt\(\s*'(\w+):/g)) {
          if (!STARTUP_NAMESPACES.includes(prefix[1]) && !named.has(prefix[1]))
            missing.push(`${path.relative(CLIENT, file)}: reads '${prefix[1]}:' without useTranslation(['${prefix[1]}'])`);
        }
      }
      for (const match of code.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const [namespace, key] = match[1].includes(':') ? match[1].split(':') : [defaultNamespace, match[1]];
        checked++;
        const flat = english[namespace];
        if (!flat || !(key in flat || `${key}_other` in flat)) missing.push(`${path.relative(CLIENT, file)}: ${namespace}:${key}`);
      }
      for (const match of code.matchAll(/i18nKey="([^"]+)"/g)) {
        const flat = english[defaultNamespace];
        checked++;
        if (!flat || !(match[1] in flat)) missing.push(`${path.relative(CLIENT, file)}: ${defaultNamespace}:${match[1]}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
