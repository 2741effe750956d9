// The one place where errors become tRPC codes (and so HTTP statuses, for /trpc and /api
// alike): domain AppErrors, MikroORM's not-found and unique-violation errors, zod issues.
// Anything else is an internal error whose message never reaches the client.
import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { AppError } from '../errors';

export interface FieldIssue {
  path: string;
  message: string;
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

function hasIssues(error: unknown): error is { issues: IssueLike[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { issues?: unknown }).issues);
}

export function fieldIssues(error: unknown): FieldIssue[] | undefined {
  if (!hasIssues(error)) return undefined;
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'input',
    message: issue.message,
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
    if (cause && !(cause instanceof TRPCError) && (cause instanceof AppError || cause instanceof NotFoundError || cause instanceof UniqueConstraintViolationException)) {
      return toTRPCError(cause);
    }
    return error;
  }
  if (error instanceof AppError) {
    return new TRPCError({ code: error.code, message: error.message, cause: error });
  }
  if (error instanceof NotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: 'Not found', cause: error });
  }
  if (error instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'Already exists', cause: error });
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: error });
}

/** Seconds a rate-limited caller should wait, when the error says so. */
export function retryAfterSeconds(error: TRPCError): number | undefined {
  return error.cause instanceof AppError ? error.cause.details.retryAfterSeconds : undefined;
}

/** The JSON body of an error, for /api responses and the tRPC error shape alike. */
export function publicErrorBody(error: TRPCError) {
  const issues = error.code === 'BAD_REQUEST' ? fieldIssues(error.cause) : undefined;
  const field = error.cause instanceof AppError ? error.cause.details.field : undefined;
  const message =
    error.code === 'INTERNAL_SERVER_ERROR'
      ? 'Internal server error'
      : issues?.length
        ? describeIssues(issues)
        : error.message;
  return { message, code: error.code, ...(issues ? { issues } : {}), ...(field ? { field } : {}) };
}
