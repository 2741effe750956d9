// i18next for the client. Translations live in src/client/locales/<language>/<namespace>.json,
// one namespace per feature. Each file is its own chunk, fetched the first time a screen needs
// it (routes preload a screen's namespaces with its code), so English visitors never download
// Kiswahili or Arabic and a screen fetches only its own texts. English's first-screen
// namespaces ship inside the main bundle: Home renders at once, with no request and no keys
// flashing. Components read texts with useTranslation(), which suspends until they are there.
// See docs/i18n-a11y.md.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, textDirection, type Language } from '@shared/languages';
import { initialLanguage } from './language-preference';
import { loadPlaceNames } from './place-names';

/** Namespaces every screen uses: the chrome, the sign-in dialog, Home. */
export const STARTUP_NAMESPACES = ['common', 'auth', 'home'] as const;

const bundledEnglish = import.meta.glob<ResourceKey>(['../locales/en/common.json', '../locales/en/auth.json', '../locales/en/home.json'], {
  eager: true,
  import: 'default',
});
const lazyTranslations = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/auth.json', '!../locales/en/home.json'],
  {
    import: 'default',
  },
);

function bundledResources() {
  const english: Record<string, ResourceKey> = {};
  for (const [path, resource] of Object.entries(bundledEnglish)) english[/([\w-]+)\.json$/.exec(path)![1]] = resource;
  return { en: english };
}

/** Reads a namespace's chunk; a failed download (flaky network) is retried by i18next. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyTranslations[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translation file ${language}/${namespace}.json`), false);
      return;
    }
    // A language's place names come with its `common` texts, which every screen waits for.
    const places = language !== DEFAULT_LANGUAGE && namespace === 'common' ? loadPlaceNames() : Promise.resolve();
    Promise.all([load(), places]).then(
      ([resource]) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** <html lang dir>: screen readers pick the voice, the browser and Mantine the direction. */
export function applyDocumentLanguage(language: Language) {
  if (typeof document === 'undefined') return; // unit tests in Node
  // Only when they change: setting `dir`, even to the value it has (the server's page already
  // carries both), makes the browser restyle the whole page.
  const root = document.documentElement;
  const direction = textDirection(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}

export const i18n = i18next.createInstance();

const startLanguage = initialLanguage();
applyDocumentLanguage(startLanguage);

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    resources: bundledResources(),
    // The bundled English namespaces are complete; everything else comes from the backend.
    partialBundledLanguages: true,
    interpolation: {
      // React escapes HTML. The 'escape' step is used for something else: in right-to-left
      // text, every value put into a sentence (a hotel name, 'Dubai (DXB)', a code) is
      // isolated (U+2068 … U+2069) so its own direction cannot scramble the sentence around it.
      escapeValue: true,
      escape: (value: string) => (textDirection(currentLanguage()) === 'rtl' ? `\u2068${value}\u2069` : value),
    },
    returnEmptyString: false,
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  if ((LANGUAGES as readonly string[]).includes(language)) applyDocumentLanguage(language as Language);
});

/** The language in use, narrowed to the supported ones. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}
