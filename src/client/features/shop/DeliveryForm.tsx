import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_COUNTRY_NAMES } from '../../../shared/marketplace-terms';
import type { MarketplaceCountry } from '../../../shared/schemas/shop';
import { useFormat } from '../../i18n/format';
import { countryName } from './shop-text';

export interface DeliveryDraft {
  recipientName: string;
  phone: string;
  addressLine: string;
  city: string;
  country: MarketplaceCountry | null;
}

export type DeliveryField = keyof DeliveryDraft;

/** Where the order goes: the country decides the delivery fee (docs/marketplace.md). */
export function DeliveryForm({ value, errors, onChange, disabled }: { value: DeliveryDraft; errors: Partial<Record<DeliveryField, string>>; onChange: (value: DeliveryDraft, field: DeliveryField) => void; disabled?: boolean }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const text = (field: Exclude<DeliveryField, 'country'>, autoComplete: string, extra: { type?: string; inputMode?: 'tel' } = {}) => (
    <TextInput
      label={t(`delivery.${field}`)}
      value={value[field]}
      error={errors[field]}
      autoComplete={autoComplete}
      onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value }, field)}
      disabled={disabled}
      required
      {...extra}
    />
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
        value={value.country}
        error={errors.country}
        onChange={(country) => onChange({ ...value, country: country as MarketplaceCountry | null }, 'country')}
        disabled={disabled}
        required
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="delivery-country"
      />
    </Stack>
  );
}
