import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withLanguage } from './i18n';

// Default validation messages come from the server's `validation` catalog in the caller's
// language; a message a schema sets itself is kept as it is.
const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues[0].message;
};

const form = z.strictObject({ name: z.string().min(3), guests: z.number().int().min(1).max(8), email: z.email(), kind: z.enum(['hotel', 'car']) });
const valid = { name: 'Amina', guests: 2, email: 'amina@example.com', kind: 'hotel' };

describe('validation messages', () => {
  it.each([
    ['en', { ...valid, name: 'Al' }, 'Must be at least 3 characters'],
    ['sw', { ...valid, name: 'Al' }, 'Lazima iwe na herufi 3 au zaidi'],
    ['ar', { ...valid, name: 'Al' }, 'يجب ألا يقل عن 3 حرفًا'],
    ['en', { ...valid, guests: 9 }, 'Must be at most 8'],
    ['sw', { ...valid, guests: 'two' }, 'Lazima iwe namba'],
    ['en', { ...valid, email: 'nope' }, 'Must be a valid email address'],
    ['ar', { ...valid, kind: 'boat' }, 'يجب أن يكون واحدًا من: hotel, car'],
    ['sw', { name: 'Amina', guests: 2, kind: 'hotel' }, 'Inahitajika'],
    ['en', { ...valid, extra: 1 }, 'Unknown field: extra'],
  ] as const)('%s: %j reads %s', (language, input, message) => {
    expect(withLanguage(language, () => firstMessage(form, input))).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(withLanguage('sw', () => firstMessage(z.number({ error: 'Expected a whole number' }), 'x'))).toBe('Expected a whole number');
  });
});
