// How the audit trail shows a recorded value. Statuses, roles and yes/no are stored as codes
// ('published', 'in_transit', true) and shown as words in the reader's language; names, amounts,
// dates and other free values are shown as recorded.
import type { TFunction } from 'i18next';

/** The recorded fields whose values are codes with a translation under audit.values.<field>. */
export const CODED_AUDIT_FIELDS = ['status', 'lastEvent', 'role'] as const;

const LONGEST_SHOWN = 160;

export function auditValueText(t: TFunction<'backoffice'>, field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(`audit.values.boolean.${value}`);
  if (typeof value === 'string' && (CODED_AUDIT_FIELDS as readonly string[]).includes(field))
    return t(`audit.values.${field}.${value}`, { defaultValue: value });
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_SHOWN ? `${text.slice(0, LONGEST_SHOWN - 3)}…` : text;
}
