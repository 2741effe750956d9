// The app's own texts for a language, read from the translation files, so one browser spec can
// find "Login" / "Ingia" / "تسجيل الدخول" by the same key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@shared/languages';

const cache = new Map<string, Record<string, unknown>>();

function file(language: Language, namespace: string): Record<string, unknown> {
  const key = `${language}/${namespace}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.resolve('src/client/locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    cache.set(key, loaded);
  }
  return loaded;
}

/** text('ar', 'auth:login') → 'تسجيل الدخول'; {{placeholders}} filled from `values`. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path_] = key.split(':');
  let node: unknown = file(language, namespace);
  for (const part of path_.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${language}/${key}`);
  // As the app does (i18n.ts): right-to-left sentences isolate each value they interpolate.
  const isolate = (value: string) => (language === 'ar' ? `\u2068${value}\u2069` : value);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in values ? isolate(String(values[name])) : `{{${name}}}`));
}

/** A bound `text` for one language. */
export function textsFor(language: Language) {
  return (key: string, values?: Record<string, string | number>) => text(language, key, values);
}
