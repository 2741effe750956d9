import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountToCents, centsToAmount } from '../../../../shared/money';
import { MAX_TOUR_DAYS, MAX_TOUR_DISCOUNT_PERCENT, ZTourPackageFields, tourDurationLabel, type TourPackageFields } from '../../../../shared/schemas/tour-admin';
import { useFormat } from '../../../i18n/format';
import { fieldErrors } from '../../../lib/validation';

type Field = keyof TourPackageFields;

export const EMPTY_PACKAGE: TourPackageFields = { name: '', location: '', durationDays: 3, price: '', discountPercent: 0, description: '' };

/** The price before the discount, as travellers see it struck through (whole dollars, like the server). */
function originalPrice(price: string, discountPercent: number): string | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(price.trim()) || discountPercent <= 0 || discountPercent >= 100) return null;
  return centsToAmount(Math.round(amountToCents(price.trim()) / (100 - discountPercent)) * 100);
}

/** Name, location, duration, price, discount and description; checked here with the server's own rules first. */
export function PackageForm({ initial, submitLabel, pending, serverErrors, onSubmit }: { initial: TourPackageFields; submitLabel: string; pending: boolean; serverErrors?: Partial<Record<Field, string>>; onSubmit: (fields: TourPackageFields) => void }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const [fields, setFields] = useState<TourPackageFields>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends Field>(name: K, value: TourPackageFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTourPackageFields.safeParse(fields);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error.issues, t));
    onSubmit(parsed.data);
  };
  const before = originalPrice(fields.price, fields.discountPercent);
  return (
    <form onSubmit={submit} noValidate data-testid="package-form">
      <Stack gap="sm">
        <TextInput label={t('packages.fields.name')} required value={fields.name} onChange={(e) => set('name', e.currentTarget.value)} error={shown.name} maxLength={120} />
        <TextInput label={t('packages.fields.location')} required value={fields.location} onChange={(e) => set('location', e.currentTarget.value)} error={shown.location} maxLength={120} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput hideControls
            label={t('packages.fields.durationDays')}
            required
            min={1}
            max={MAX_TOUR_DAYS}
            allowDecimal={false}
            value={fields.durationDays}
            onChange={(value) => set('durationDays', typeof value === 'number' ? value : Number.NaN)}
            description={Number.isInteger(fields.durationDays) && fields.durationDays > 0 ? t('packages.durationHint', { duration: tourDurationLabel(fields.durationDays) }) : undefined}
            error={shown.durationDays}
          />
          <TextInput
            label={t('packages.fields.price')}
            required
            inputMode="decimal"
            value={fields.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            description={before ? t('packages.priceBefore', { price: format.money(before) }) : t('packages.priceHint')}
            error={shown.price}
          />
          <NumberInput hideControls
            label={t('packages.fields.discountPercent')}
            min={0}
            max={MAX_TOUR_DISCOUNT_PERCENT}
            allowDecimal={false}
            suffix="%"
            value={fields.discountPercent}
            onChange={(value) => set('discountPercent', typeof value === 'number' ? value : 0)}
            error={shown.discountPercent}
          />
        </SimpleGrid>
        <Textarea label={t('packages.fields.description')} required autosize minRows={4} maxRows={12} value={fields.description} onChange={(e) => set('description', e.currentTarget.value)} error={shown.description} maxLength={4000} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
