// The server's translation catalogs, one JSON file per namespace and language (bundled into
// the server build). A feature that adds a namespace adds its three files and three lines here.
import type { Language } from '@shared/languages';
import enErrors from './en/errors.json';
import swErrors from './sw/errors.json';
import arErrors from './ar/errors.json';
import enNotifications from './en/notifications.json';
import swNotifications from './sw/notifications.json';
import arNotifications from './ar/notifications.json';
import enValidation from './en/validation.json';
import swValidation from './sw/validation.json';
import arValidation from './ar/validation.json';
import enSupport from './en/support.json';
import swSupport from './sw/support.json';
import arSupport from './ar/support.json';
import enTaxi from './en/taxi.json';
import swTaxi from './sw/taxi.json';
import arTaxi from './ar/taxi.json';
import enCargo from './en/cargo.json';
import swCargo from './sw/cargo.json';
import arCargo from './ar/cargo.json';
import enShop from './en/shop.json';
import swShop from './sw/shop.json';
import arShop from './ar/shop.json';
import enBackoffice from './en/backoffice.json';
import swBackoffice from './sw/backoffice.json';
import arBackoffice from './ar/backoffice.json';
import enVouchers from './en/vouchers.json';
import swVouchers from './sw/vouchers.json';
import arVouchers from './ar/vouchers.json';
import enAssistant from './en/assistant.json';
import swAssistant from './sw/assistant.json';
import arAssistant from './ar/assistant.json';
import enAccounts from './en/accounts.json';
import swAccounts from './sw/accounts.json';
import arAccounts from './ar/accounts.json';
import enPrivacy from './en/privacy.json';
import swPrivacy from './sw/privacy.json';
import arPrivacy from './ar/privacy.json';

type Catalog = Record<string, unknown>;

export const serverCatalogs: Record<Language, Record<string, Catalog>> = {
  en: {
    errors: enErrors,
    notifications: enNotifications,
    validation: enValidation,
    support: enSupport,
    taxi: enTaxi,
    cargo: enCargo,
    shop: enShop,
    backoffice: enBackoffice,
    assistant: enAssistant,
    vouchers: enVouchers,
    accounts: enAccounts,
    privacy: enPrivacy,
  },
  sw: {
    errors: swErrors,
    notifications: swNotifications,
    validation: swValidation,
    support: swSupport,
    taxi: swTaxi,
    cargo: swCargo,
    shop: swShop,
    backoffice: swBackoffice,
    assistant: swAssistant,
    vouchers: swVouchers,
    accounts: swAccounts,
    privacy: swPrivacy,
  },
  ar: {
    errors: arErrors,
    notifications: arNotifications,
    validation: arValidation,
    support: arSupport,
    taxi: arTaxi,
    cargo: arCargo,
    shop: arShop,
    backoffice: arBackoffice,
    assistant: arAssistant,
    vouchers: arVouchers,
    accounts: arAccounts,
    privacy: arPrivacy,
  },
};
