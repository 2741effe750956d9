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
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
/** A live stream that must end now (this instance shuts down); clients retry elsewhere. */
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
