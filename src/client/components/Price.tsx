import { Popover, Stack, Text, UnstyledButton, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { usePriceFormat } from '../lib/display-currency';

interface PriceProps extends TextProps {
  /** The price as the API gives it: a decimal string in `currency`'s major unit. */
  amount: string;
  /** The price's own currency (US dollars for travel prices). */
  currency?: string;
  /** All the currency's decimals ('KES 4,289.00'), as totals and charges show; else whole amounts drop them. */
  exact?: boolean;
  /** False inside a link or a button: the base price is then on the page the link opens. */
  baseOnTap?: boolean;
}

/**
 * A price in the traveller's display currency. When converted, one tap shows the price as given
 * (its base) and the rate with its 'as of' date.
 */
export function Price({ amount, currency = 'USD', exact = false, baseOnTap = true, ...textProps }: PriceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = usePriceFormat();
  const converted = prices.convert(amount, currency);
  const text = exact ? prices.moneyExact(amount, currency) : prices.money(amount, currency);
  if (!converted.base || !baseOnTap) {
    return (
      <Text span inherit {...textProps} data-price-currency={converted.currency}>
        {text}
      </Text>
    );
  }
  const base = prices.original(converted.base.amount, converted.base.currency);
  return (
    <Popover position="bottom" withArrow shadow="md" width={260}>
      <Popover.Target>
        <UnstyledButton
          display="inline-flex"
          mih={44}
          style={{ alignItems: 'center', font: 'inherit', color: 'inherit', textDecoration: 'underline dotted', textUnderlineOffset: 4 }}
          aria-label={t('price.showBase', { price: text })}
        >
          <Text span inherit {...textProps} data-price-currency={converted.currency}>
            {text}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('price.base', { price: base })}
          </Text>
          {converted.asOf && (
            <Text size="xs" c="dimmed">
              {t('price.rate', {
                rates: format.list(
                  converted.rates.map(
                    // Left-to-right isolates: '1 USD = 3.6725 AED' stays whole inside an Arabic sentence.
                    (rate) =>
                      `\u20661 USD = ${rate.unitsPerUsd.includes('.') ? rate.unitsPerUsd.replace(/\.?0+$/, '') : rate.unitsPerUsd} ${rate.currency}\u2069`,
                  ),
                ),
                date: format.mediumDate(converted.asOf),
              })}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
