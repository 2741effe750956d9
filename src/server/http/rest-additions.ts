// What REST adds to a procedure beyond the procedure itself (binding.ts): request headers that
// fill input fields, a file as the body, and answers the spec shapes differently from the
// procedure's result (a page answered as its list, a replay told in a header). Typed against
// each procedure's input and output; a procedure not listed here is served as it is.
import { MAX_PHOTO_BYTES } from '@shared/schemas/photos';
import { CALLBACK_SIGNATURE_HEADER, CALLBACK_TIMESTAMP_HEADER, IDEMPOTENCY_KEY_HEADER, ZMobileMoneyCallback } from '@shared/schemas/payments';
import { t } from '../core/i18n';
import { itemsOfPage, replayedAsHeader, type RestAdditions } from './binding';

export const restAdditions: RestAdditions = {
  'hotels.search': { answer: itemsOfPage() },
  'flights.search': { answer: itemsOfPage() },
  'cars.list': { answer: itemsOfPage() },
  'shop.products.list': { answer: itemsOfPage() },
  'shop.products.reviews': { answer: itemsOfPage() },
  'emails.list': {
    answer: itemsOfPage({
      'X-Unread-Count': {
        field: 'unread',
        doc: { description: 'E-mails in the inbox not opened yet', schema: { type: 'string', pattern: '^[0-9]+$' }, required: true },
      },
    }),
  },
  'payments.create': {
    requestHeaders: {
      [IDEMPOTENCY_KEY_HEADER]: {
        field: 'idempotencyKey',
        required: true,
        description: 'Unique per payment attempt; a retry with the same key and body returns the stored result',
      },
    },
    answer: replayedAsHeader('Present on a replayed answer: nothing was charged again'),
  },
  'payments.mobileMoney.start': {
    requestHeaders: {
      [IDEMPOTENCY_KEY_HEADER]: {
        field: 'idempotencyKey',
        required: true,
        description: 'Unique per payment attempt; a retry with the same key and body returns the same push',
      },
    },
    answer: replayedAsHeader('Present when an earlier push is answered (the same key, or one already pending): nothing new was pushed'),
  },
  'payments.mobileMoney.callback': {
    requestHeaders: {
      [CALLBACK_SIGNATURE_HEADER]: { field: 'signature', description: "'sha256=' + hex HMAC-SHA256 of '<timestamp>.<body bytes>' with the shared secret" },
      [CALLBACK_TIMESTAMP_HEADER]: { field: 'timestamp', description: 'When the provider signed it, in Unix seconds' },
    },
    // The signature covers the exact bytes sent: the body is read as it is, then parsed.
    rawBody: {
      field: 'body',
      mediaTypes: ['application/json'],
      maxBytes: 16 * 1024,
      tooLarge: () => `body: ${t('errors:mobileMoney.callbackMalformed')}`,
      description: 'The callback JSON: { callbackId, pushId, providerReference, outcome, receipt }',
      schema: ZMobileMoneyCallback,
    },
  },
  'support.contact': {
    requestHeaders: {
      [IDEMPOTENCY_KEY_HEADER]: {
        field: 'idempotencyKey',
        required: true,
        description: 'Unique per message; a retry with the same key and body stores nothing new',
      },
    },
    answer: replayedAsHeader('Present on a replayed answer: the message was stored by the first request'),
  },
  'media.upload': {
    rawBody: {
      field: 'photo',
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
      maxBytes: MAX_PHOTO_BYTES,
      tooLarge: () => `photo: ${t('backoffice:photo.tooLarge')}`,
      description: 'The image file (JPEG, PNG or WebP), at most 5 MB',
    },
  },
};
