import { useId, useMemo } from 'react';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isDisplayCurrency } from '@shared/display-currency';
import { useFormat } from '../i18n/format';
import { DISPLAY_CURRENCIES, useChooseDisplayCurrency } from '../lib/display-currency';

/** The currency prices are shown in: each by its code and its name in the reader's language. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const { currency, choose } = useChooseDisplayCurrency();
  const labelId = useId();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      return undefined; // an engine without display names: the codes alone
    }
  }, [locale]);
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" id={labelId}>
        <IconCoins size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('currency.label')}
        </Text>
      </Group>
      <NativeSelect
        aria-labelledby={labelId}
        size="md"
        value={currency}
        onChange={(event) => isDisplayCurrency(event.currentTarget.value) && choose(event.currentTarget.value)}
        data={DISPLAY_CURRENCIES.map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }))}
        data-testid="currency-picker"
      />
    </Stack>
  );
}
