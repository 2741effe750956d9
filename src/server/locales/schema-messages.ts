// Kiswahili and Arabic for the messages the shared zod schemas set themselves, keyed by the
// English text ('Check-out must be after check-in', 'Must be at most {{max}} for a {{type}}
// booking'): plain maps, so a '.' or ':' in a text means nothing. English needs none (it is
// the schemas' own text).
// src/server/core/schema-messages.ts reads them; src/server/locales/schema-messages.test.ts
// keeps them complete. See docs/i18n-a11y.md.
import type { Language } from '@shared/languages';
import sw from './sw/schema-messages.json';
import ar from './ar/schema-messages.json';

export type TranslatedLanguage = Exclude<Language, 'en'>;

export const schemaMessageCatalogs: Record<TranslatedLanguage, Record<string, string>> = { sw, ar };
