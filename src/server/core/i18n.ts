// Server-made texts in the caller's language: error and validation messages,
// notification and e-mail texts, the assistant's fixed phrases. The language of a request is
// the signed-in user's saved choice, else its Accept-Language, else English; a tRPC middleware
// (src/server/trpc/init.ts) runs every procedure inside it, so domain code simply calls
// `t('<namespace>:<key>', params)` wherever it builds a text. Jobs and scripts that write for
// someone else (an e-mail to a traveller) wrap the work in `withLanguage(theirLanguage, ...)`.
//
// Catalogs: src/server/locales/<language>/<namespace>.json, registered in
// src/server/locales/index.ts; English is the spec's text, exactly. test/integration's
// translation check keeps the three languages in step. See docs/i18n-a11y.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, parseAcceptLanguage, pickLanguage, type Language } from '@shared/languages';
import { serverCatalogs } from '../locales';
import { z } from 'zod';
import { validationMessage } from './validation-messages';

const translator = i18next.createInstance();
void translator.init({
  resources: serverCatalogs,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Resources are in memory: initialise synchronously, so `t` works at import time.
  initAsync: false,
  // Server texts are plain text (JSON answers, e-mail text parts), never HTML.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

const languageStore = new AsyncLocalStorage<Language>();

/** The language the current request (or job) speaks; English outside any. */
export function currentLanguage(): Language {
  return languageStore.getStore() ?? DEFAULT_LANGUAGE;
}

/** Runs `work` (and everything it awaits) in `language`. */
export function withLanguage<T>(language: Language, work: () => T): T {
  return languageStore.run(language, work);
}

/** A text of a server catalog in the current language, e.g. t('errors:staffOnly'). */
export function t(key: string, params?: TOptions): string {
  return translator.t(key, { ...params, lng: currentLanguage() });
}

/** Whether a catalog has `key` (in English, the reference language). */
export function hasText(key: string): boolean {
  return translator.exists(key, { lng: DEFAULT_LANGUAGE });
}

/** A request's language: the user's saved choice, else Accept-Language, else English. */
export function requestLanguage(saved: string | null | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(saved)) return saved;
  return pickLanguage(parseAcceptLanguage(acceptLanguage)) ?? DEFAULT_LANGUAGE;
}

// Default validation messages follow the caller's language too (core/validation-messages).
z.config({ customError: (issue) => validationMessage(issue, t) });
