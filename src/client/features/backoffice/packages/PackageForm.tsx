import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { amountToCents, centsToAmount } from '@shared/money';
import { MAX_TOUR_DAYS, MAX_TOUR_DISCOUNT_PERCENT, ZTourPackageFields, tourDurationLabel, type TourPackageFields } from '@shared/schemas/tour-admin';
import { useFormat } from '../../../i18n/format';
import { tourDurationText } from '../../../lib/catalogue-text';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { TRANSLATED_LANGUAGES } from '@shared/catalogue-translations';
import { TranslatedTextInput } from '../ui/TranslatedTextInput';

export const EMPTY_PACKAGE: TourPackageFields = {
  name: '',
  location: '',
  durationDays: 3,
  price: '',
  discountPercent: 0,
  description: '',
  translations: { sw: { name: '', description: '' }, ar: { name: '', description: '' } },
};

/** The price before the discount, as travellers see it struck through (whole dollars, like the server). */
function originalPrice(price: string, discountPercent: number): string | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(price.trim()) || discountPercent <= 0 || discountPercent >= 100) return null;
  return centsToAmount(Math.round(amountToCents(price.trim()) / (100 - discountPercent)) * 100);
}

/**
 * Name, location, duration, price, discount and description, and the name and description in
 * Kiswahili and Arabic (optional: without them travellers read the English); checked here with
 * the server's own rules first. `onSubmit` saves them; what the server refuses shows under its field.
 */
export function PackageForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: TourPackageFields;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: TourPackageFields) => Promise<unknown>;
}) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const form = useForm({ initialValues: initial, ...zodResolver(ZTourPackageFields, t) });
  const fields = form.values;
  const submit = form.onSubmit((parsed) => onSubmit(parsed).catch((error: unknown) => showServerErrors(form, error)));
  const before = originalPrice(fields.price, fields.discountPercent);
  return (
    <form onSubmit={submit} noValidate data-testid="package-form">
      <Stack gap="sm">
        {/* The English texts are the catalogue's source, English whatever the back office's language. */}
        <TextInput label={t('packages.fields.name')} required lang="en" {...form.getInputProps('name')} maxLength={120} />
        <TextInput label={t('packages.fields.location')} required {...form.getInputProps('location')} maxLength={120} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            hideControls
            label={t('packages.fields.durationDays')}
            required
            min={1}
            max={MAX_TOUR_DAYS}
            allowDecimal={false}
            {...form.getInputProps('durationDays')}
            onChange={(value) => form.setFieldValue('durationDays', typeof value === 'number' ? value : Number.NaN)}
            description={
              Number.isInteger(fields.durationDays) && fields.durationDays > 0
                ? t('packages.durationHint', {
                    duration: tourDurationText(t, { duration: tourDurationLabel(fields.durationDays), durationDays: fields.durationDays }),
                  })
                : undefined
            }
          />
          <TextInput
            label={t('packages.fields.price')}
            required
            inputMode="decimal"
            {...form.getInputProps('price')}
            description={before ? t('packages.priceBefore', { price: format.money(before) }) : t('packages.priceHint')}
          />
          <NumberInput
            hideControls
            label={t('packages.fields.discountPercent')}
            min={0}
            max={MAX_TOUR_DISCOUNT_PERCENT}
            allowDecimal={false}
            suffix="%"
            {...form.getInputProps('discountPercent')}
            onChange={(value) => form.setFieldValue('discountPercent', typeof value === 'number' ? value : 0)}
          />
        </SimpleGrid>
        <Textarea
          label={t('packages.fields.description')}
          required
          lang="en"
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('description')}
          maxLength={4000}
        />
        <Fieldset legend={t('packages.translated.title')} data-testid="package-translations">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('packages.translationsHint')}
            </Text>
            {TRANSLATED_LANGUAGES.map((language) => (
              <Stack key={language} gap="sm">
                <TranslatedTextInput
                  language={language}
                  label={t(`packages.translated.${language}.name`)}
                  {...form.getInputProps(`translations.${language}.name`)}
                  maxLength={120}
                />
                <TranslatedTextInput
                  language={language}
                  multiline
                  label={t(`packages.translated.${language}.description`)}
                  {...form.getInputProps(`translations.${language}.description`)}
                  maxLength={4000}
                />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
