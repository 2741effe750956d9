// English left over in a Kiswahili or Arabic screen: a text shown where the language's own text
// should be. Run at every screen and dialog the accessibility walk checks (expectAccessible), so
// every screen is read in the three languages. A text on screen is English left over when:
// - it is an English text of the translation files (client or server, placeholders matching
//   anything) whose text in this language differs, so the key is missing there or the English
//   was written into the code as well;
// - it reads as an English sentence: two or more English function words ('the', 'your', …);
// - it names a place in English where the place table has this language's name ('Dubai' in
//   Arabic, 'United Arab Emirates' in Kiswahili).
// Not read: text marked lang="en" (catalogue text without a translation, announced as English),
// text of unknown language (dir="auto": names, messages and reviews as people wrote them),
// translate="no" (brand names, codes) and what is typed in form fields.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Language } from '@shared/languages';
import { PLACE_NAMES } from '@shared/place-names';
import { demoBrands } from '@db/seeders/demo/brands';

type Flat = Map<string, string>;

function flatten(node: unknown, prefix: string, into: Flat) {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
}

function catalogue(language: Language): Flat {
  const flat: Flat = new Map();
  for (const side of ['client', 'server']) {
    const dir = path.resolve('src', side, 'locales', language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
      flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), `${side}/${file.replace(/\.json$/, '')}:`, flat);
  }
  return flat;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => text.replace(/[^A-Za-z]/g, '').length;
/** 'Total for {{nights}}: {{total}}' → /^Total for .+: .+$/ (the app isolates values in Arabic with U+2068/9). */
const pattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{[^}]+\}\}/)
      .map(escape)
      .join('.+')}$`,
    's',
  );

interface Judge {
  /** The language's own texts: a text equal to one of them is never English left over. */
  own: Set<string>;
  english: { text: string; matcher: RegExp }[];
  /** English place names this language names otherwise. */
  places: string[];
}

const judges = new Map<Language, Judge>();

function judgeFor(language: Language): Judge {
  let judge = judges.get(language);
  if (judge) return judge;
  const en = catalogue('en');
  const local = catalogue(language);
  const own = new Set(local.values());
  const english: Judge['english'] = [];
  for (const [key, text] of en) {
    const stripped = text.replace(/\{\{[^}]+\}\}/g, '');
    // Short or letterless texts ('OK', '{{count}} ×', 'PayPal') say too little to tell languages apart.
    if (letters(stripped) < 4 || local.get(key) === text) continue;
    english.push({ text, matcher: pattern(text) });
  }
  const places = Object.entries(PLACE_NAMES)
    // A name written the same way in this language ('Nairobi JKIA' in Kiswahili) is not English left over.
    .filter(([name, names]) => names[language as 'sw' | 'ar'] !== undefined && names[language as 'sw' | 'ar'] !== name)
    .map(([name]) => name)
    .sort((a, b) => b.length - a.length);
  judge = { own, english, places };
  judges.set(language, judge);
  return judge;
}

/** The demo brands' names ('Tours' is also an English word of the app's texts): a name, not language. */
const BRAND_NAMES = new Set(demoBrands.map((brand) => brand.name));

const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'this',
  'that',
  'are',
  'is',
  'was',
  'of',
  'to',
  'from',
  'not',
  'has',
  'have',
  'will',
  'please',
  'or',
]);

/** Why `text` is English left over in `language`, or null. */
export function leftoverReason(text: string, language: Language): string | null {
  const judge = judgeFor(language);
  const plain = text.replace(/[\u2066-\u2069]/g, '');
  if (judge.own.has(plain) || judge.own.has(text) || BRAND_NAMES.has(plain)) return null;
  const template = judge.english.find(({ matcher }) => matcher.test(plain));
  if (template) return `the English text “${template.text}”`;
  const words = new Set((plain.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => FUNCTION_WORDS.has(word)));
  if (words.size >= 2) return `English words (${[...words].join(', ')})`;
  // Runs of Latin words, each compared whole: 'Dubai' in 'عبر Dubai (DXB)' is the English name,
  // 'Karen' in 'Karen Garden Lodge' is part of a hotel's name.
  const runs = language === 'ar' ? (plain.match(/[A-Za-z][A-Za-z .'-]*[A-Za-z]/g) ?? []) : plain.split(/\s*[,·()]\s*/);
  const place = runs.map((run) => run.trim()).find((run) => judge.places.includes(run));
  if (place) return `the English place name “${place}”`;
  return null;
}

/** The texts a reader sees or hears on the page (or inside `scope`): text and accessible names. */
async function textsOnScreen(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const roots = selector ? [...document.querySelectorAll(selector), ...document.querySelectorAll('.mantine-Notifications-root')] : [document.body];
    const skipped = '[lang="en"], [dir="auto"], [translate="no"], script, style, noscript, code, textarea, [hidden], [aria-hidden="true"]';
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const texts = new Set<string>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!element || !text || element.closest(skipped) || !shown(element)) continue;
        texts.add(text);
      }
      // An accessible name that is a name shown as written (a row named by its username) is that name.
      const asWritten = [...root.querySelectorAll('[dir="auto"], [translate="no"]')].map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (element.closest(skipped) || !shown(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
          if (value && !asWritten.some((written) => written.includes(value))) texts.add(value);
        }
      }
    }
    return [...texts];
  }, scope ?? null);
}

/** Fails when a Kiswahili or Arabic screen shows English left over (nothing to check in English). */
export async function expectNoLeftoverEnglish(page: Page, what: string, scope?: string) {
  const language = (await page.locator('html').getAttribute('lang')) as Language | null;
  if (language !== 'sw' && language !== 'ar') return;
  const found = (await textsOnScreen(page, scope)).flatMap((text) => {
    const reason = leftoverReason(text, language);
    return reason ? [`“${text}”: ${reason}`] : [];
  });
  expect(found, `English left over on ${what} (${language})`).toEqual([]);
}
