// The one place where errors become tRPC codes (and so HTTP statuses, for /trpc and /api
// alike): domain AppErrors, MikroORM's not-found and unique-violation errors, zod issues.
// Anything else is an internal error whose message never reaches the client.
import {
  CheckConstraintViolationException,
  DeadlockException,
  ForeignKeyConstraintViolationException,
  LockWaitTimeoutException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { AppError } from '../errors';
import { t } from '../core/i18n';
import { issueMessage } from '../core/schema-messages';

/** Seconds a client is asked to wait while the database is away or busy. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Error codes and messages of a database that cannot be reached right now (PostgreSQL stopped,
// restarting or refusing connections; the pool timing out), from pg, knex and MikroORM.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Timeout acquiring a connection',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
  'the database system is',
];

/** Whether an error (or one of its causes) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

export interface FieldIssue {
  path: string;
  message: string;
}

function hasIssues(error: unknown): error is { issues: z.core.$ZodIssue[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { issues?: unknown }).issues);
}

/** A failed parse's issues, each message in the current language (a schema's own English translated: core/schema-messages). */
export function fieldIssues(error: unknown): FieldIssue[] | undefined {
  if (!hasIssues(error)) return undefined;
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'input',
    message: issueMessage(issue),
  }));
}

/** "minPrice: Too small: expected number to be >=0; rating: ..." */
export function describeIssues(issues: FieldIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}

/** Turns a thrown domain/ORM error into a TRPCError; leaves TRPCErrors as they are. */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    const cause = error.cause;
    if (cause && !(cause instanceof TRPCError) && error.code === 'INTERNAL_SERVER_ERROR') {
      const mapped = toTRPCError(cause);
      if (mapped.code !== 'INTERNAL_SERVER_ERROR') return mapped;
    }
    if (
      cause &&
      !(cause instanceof TRPCError) &&
      (cause instanceof AppError || cause instanceof NotFoundError || cause instanceof UniqueConstraintViolationException)
    ) {
      return toTRPCError(cause);
    }
    return error;
  }
  if (error instanceof AppError) {
    return new TRPCError({ code: error.code, message: error.message, cause: error });
  }
  if (error instanceof NotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: t('errors:database.notFound'), cause: error });
  }
  if (error instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: t('errors:database.alreadyExists'), cause: error });
  }
  // A row still referenced (a payment's user or booking) or a ledger CHECK.
  if (error instanceof ForeignKeyConstraintViolationException || error instanceof CheckConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: t('errors:database.refused'), cause: error });
  }
  // Busy or away: the request did nothing and may be retried (Retry-After).
  if (error instanceof DeadlockException || error instanceof LockWaitTimeoutException || isDatabaseUnavailable(error)) {
    return toTRPCError(new AppError('SERVICE_UNAVAILABLE', t('errors:database.busy'), { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }));
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: t('errors:internal'), cause: error });
}

/** Seconds a rate-limited caller should wait, when the error says so. */
export function retryAfterSeconds(error: TRPCError): number | undefined {
  return error.cause instanceof AppError ? error.cause.details.retryAfterSeconds : undefined;
}

/**
 * The JSON body of an error, for /api responses and the tRPC error shape alike. Call it in the
 * caller's language (`withLanguage`): invalid input's messages are put into it here.
 */
export function publicErrorBody(error: TRPCError) {
  const issues = error.code === 'BAD_REQUEST' ? fieldIssues(error.cause) : undefined;
  const field = error.cause instanceof AppError ? error.cause.details.field : undefined;
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? t('errors:internal') : issues?.length ? describeIssues(issues) : error.message;
  return { message, code: error.code, ...(issues ? { issues } : {}), ...(field ? { field } : {}) };
}
