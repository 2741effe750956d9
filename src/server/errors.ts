// Domain errors. Domain code throws these; src/server/trpc/error-mapping.ts turns them (and
// MikroORM's and zod's errors) into tRPC codes and HTTP statuses in one place.
import { t } from './core/i18n';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_REQUIRED'
  | 'UNPROCESSABLE_CONTENT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', message, { field });
export const unauthorized = (message = t('errors:signIn')) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = t('errors:staffOnly')) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, { field });
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
/** An upload over its size limit (413) or of a type not accepted (415), judged by its bytes. */
export const payloadTooLarge = (message: string, field?: string) => new AppError('PAYLOAD_TOO_LARGE', message, { field });
export const unsupportedMediaType = (message: string, field?: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, { field });
/** Well-formed but unusable input: an image whose bytes are damaged or incomplete. */
export const unprocessable = (message: string, field?: string) => new AppError('UNPROCESSABLE_CONTENT', message, { field });
/** A live stream that must end now (this instance shuts down); clients retry elsewhere. */
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
