import { TRPCClientError } from '@trpc/client';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrors, showServerErrors, zodResolver } from './form';

// The key and its count, so a test sees which translated message a form would show.
const t = ((key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}(${options.count})`)) as unknown as TFunction;

const ZContact = z.object({
  name: z.string().min(1),
  contact: z.object({ email: z.email({ error: 'Enter a valid email address' }).nullable() }),
  hosts: z.array(z.string().min(3, { error: 'At least 3 characters' })),
});

describe('schemaErrors', () => {
  it('gives each field path its first message, nested paths and list items included', () => {
    const errors = schemaErrors(ZContact, { name: '', contact: { email: 'not an address' }, hosts: ['ok.example', 'x'] }, t);
    expect(errors).toEqual({ name: 'common:validation.required', 'contact.email': 'Enter a valid email address', 'hosts.1': 'At least 3 characters' });
  });

  it('is empty for valid input', () => {
    expect(schemaErrors(ZContact, { name: 'Manasa', contact: { email: null }, hosts: [] }, t)).toEqual({});
  });
});

describe('zodResolver', () => {
  const ZWeight = z.object({ weight: z.string().regex(/^\d+(\.\d+)?$/, { error: 'A weight in kg' }), note: z.string().nullable() });
  // The form holds a number field and a blank note; the schema wants a decimal string and null.
  const resolver = zodResolver(ZWeight, t, (values: { weight: number | string; note: string }) => ({
    weight: String(values.weight),
    note: values.note.trim() || null,
  }));

  it('checks the values through toInput', () => {
    expect(resolver.validate({ weight: 'heavy', note: '' })).toEqual({ weight: 'A weight in kg' });
    expect(resolver.validate({ weight: 12.5, note: '' })).toEqual({});
  });

  it('hands the submit handler the parsed request', () => {
    expect(resolver.transformValues({ weight: 12.5, note: '  ' })).toEqual({ weight: '12.5', note: null });
    expect(resolver.transformValues({ weight: 3, note: 'fragile' })).toEqual({ weight: '3', note: 'fragile' });
  });
});

describe('showServerErrors', () => {
  function refusal(data: { field?: string; issues?: { path: string; message: string }[] }, message: string) {
    return new TRPCClientError(message, { result: { error: { message, code: -32600, data: { httpStatus: 400, ...data } } } });
  }
  function formWith(values: unknown) {
    const shown: FormErrors[] = [];
    return { form: { getValues: () => values, setErrors: (errors: FormErrors) => shown.push(errors) }, shown };
  }

  it("shows each invalid field's message under the form's own field, nested paths included", () => {
    const { form, shown } = formWith({ name: 'x', contact: { email: 'a@b' } });
    const error = refusal(
      {
        issues: [
          { path: 'contact.email', message: 'Enter a valid email address' },
          { path: 'unknownField', message: 'ignored' },
        ],
      },
      'contact.email: Enter a valid email address',
    );
    expect(showServerErrors(form, error)).toBe(true);
    expect(shown).toEqual([{ 'contact.email': 'Enter a valid email address' }]);
  });

  it("shows the one field a refusal names, without the 'field: ' prefix", () => {
    const { form, shown } = formWith({ email: 'taken@example.com', phone: '' });
    expect(showServerErrors(form, refusal({ field: 'email' }, 'email: This email is already registered'))).toBe(true);
    expect(shown).toEqual([{ email: 'This email is already registered' }]);
  });

  it('is false, and shows nothing, when the refusal names no field of the form', () => {
    const { form, shown } = formWith({ event: 'delivered', location: '' });
    expect(showServerErrors(form, refusal({ field: 'trackingNumber' }, 'trackingNumber: The shipment moved on'))).toBe(false);
    expect(showServerErrors(form, new Error('offline'))).toBe(false);
    expect(shown).toEqual([]);
  });
});
