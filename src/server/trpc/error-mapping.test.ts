import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AppError, conflict, tooManyRequests } from '../errors';
import { publicErrorBody, retryAfterSeconds, toTRPCError } from './error-mapping';

describe('error mapping', () => {
  it('maps domain errors to their tRPC codes', () => {
    expect(toTRPCError(conflict('Username is already taken', 'username')).code).toBe('CONFLICT');
    expect(toTRPCError(new AppError('NOT_FOUND', 'Booking not found')).code).toBe('NOT_FOUND');
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: conflict('x') });
    expect(toTRPCError(wrapped).code).toBe('CONFLICT');
  });

  it('hides the message of unexpected errors', () => {
    const error = toTRPCError(new Error('connection string postgres://secret'));
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(publicErrorBody(error).message).toBe('Internal server error');
  });

  it('names the field of a validation error', () => {
    const result = z.object({ minPrice: z.number().min(0) }).safeParse({ minPrice: -1 });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
    const body = publicErrorBody(error);
    expect(body.message).toMatch(/^minPrice: /);
    expect(body.issues).toEqual([{ path: 'minPrice', message: expect.any(String) }]);
  });

  it('carries Retry-After for rate limits', () => {
    expect(retryAfterSeconds(toTRPCError(tooManyRequests('Too many attempts', 42)))).toBe(42);
  });
});
