import { Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_COUNTRY_NAMES } from '@shared/marketplace-terms';
import type { MarketplaceCountry } from '@shared/schemas/shop';
import { useFormat } from '../../i18n/format';
import { countryName } from './shop-text';

export interface DeliveryDraft {
  recipientName: string;
  phone: string;
  addressLine: string;
  city: string;
  country: MarketplaceCountry | null;
}

/** Where the order goes: the country decides the delivery fee (docs/marketplace.md). */
export function DeliveryForm({ form, disabled }: { form: Pick<UseFormReturnType<DeliveryDraft>, 'getInputProps'>; disabled?: boolean }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const text = (field: Exclude<keyof DeliveryDraft, 'country'>, autoComplete: string, extra: { type?: string; inputMode?: 'tel' } = {}) => (
    <TextInput label={t(`delivery.${field}`)} autoComplete={autoComplete} disabled={disabled} required {...extra} {...form.getInputProps(field)} />
  );
  return (
    <Stack gap="sm">
      {text('recipientName', 'name')}
      {text('phone', 'tel', { type: 'tel', inputMode: 'tel' })}
      {text('addressLine', 'street-address')}
      {text('city', 'address-level2')}
      <Select
        label={t('delivery.country')}
        placeholder={t('delivery.chooseCountry')}
        data={MARKETPLACE_COUNTRY_NAMES.map((country) => ({ value: country, label: countryName(country, format.language) }))}
        {...form.getInputProps('country')}
        disabled={disabled}
        required
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="delivery-country"
      />
    </Stack>
  );
}
