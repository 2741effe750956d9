// Forms keep their values and errors in @mantine/form. The shared zod schemas (src/shared/schemas)
// check them as the server does, with messages in the language on screen (validation.ts), so
// a form's rules and messages are written once; the submit handler receives the parsed request.
// A refusal from the server that names a field shows under that field.
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { serverFieldErrors } from './errors';
import { issueText } from './validation';

/** Each field path's first message ('email', 'contact.email', 'hosts.0'); {} when the input is valid. */
export function schemaErrors(schema: z.ZodType, input: unknown, t: TFunction): FormErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issueText(issue, t);
  return errors;
}

/**
 * useForm's `validate` and `transformValues` from a schema: `toInput` turns the form's values
 * into the schema's input where they differ (a blank optional text is null, a weight is a
 * decimal string).
 */
export function zodResolver<Values, Output>(schema: z.ZodType<Output>, t: TFunction, toInput: (values: Values) => unknown = (values) => values) {
  return {
    validate: (values: Values) => schemaErrors(schema, toInput(values), t),
    transformValues: (values: Values): Output => schema.parse(toInput(values)),
  };
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/** Shows a refused request's field messages under the form's own fields; false when it named none of them. */
export function showServerErrors(form: { getValues: () => unknown; setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  const values = form.getValues();
  const found = Object.entries(serverFieldErrors(error)).filter(([path]) => hasPath(values, path));
  if (found.length > 0) form.setErrors(Object.fromEntries(found));
  return found.length > 0;
}
