// The server's translation catalogs, one JSON file per namespace and language (bundled into
// the server build). A feature that adds a namespace adds its three files and three lines here.
import type { Language } from '../../shared/languages';
import enErrors from './en/errors.json';
import swErrors from './sw/errors.json';
import arErrors from './ar/errors.json';
import enNotifications from './en/notifications.json';
import swNotifications from './sw/notifications.json';
import arNotifications from './ar/notifications.json';
import enValidation from './en/validation.json';
import swValidation from './sw/validation.json';
import arValidation from './ar/validation.json';
import enBackoffice from './en/backoffice.json';
import swBackoffice from './sw/backoffice.json';
import arBackoffice from './ar/backoffice.json';

type Catalog = Record<string, unknown>;

export const serverCatalogs: Record<Language, Record<string, Catalog>> = {
  en: { errors: enErrors, notifications: enNotifications, validation: enValidation, backoffice: enBackoffice },
  sw: { errors: swErrors, notifications: swNotifications, validation: swValidation, backoffice: swBackoffice },
  ar: { errors: arErrors, notifications: arNotifications, validation: arValidation, backoffice: arBackoffice },
};
