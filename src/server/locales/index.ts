// The server's translation catalogs, one JSON file per namespace and language (bundled into
// the server build). A feature that adds a namespace adds its three files and three lines here.
import type { Language } from '../../shared/languages';
import enErrors from './en/errors.json';
import swErrors from './sw/errors.json';
import arErrors from './ar/errors.json';

type Catalog = Record<string, unknown>;

export const serverCatalogs: Record<Language, Record<string, Catalog>> = {
  en: { errors: enErrors },
  sw: { errors: swErrors },
  ar: { errors: arErrors },
};
