import { TextInput, type TextInputProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { isValidCardNumber } from '@shared/payment-card';

/** A card number's shape, the same in every language. */
const CARD_PLACEHOLDER = '1234 5678 9012 3456';

/** '4000 0000 0000 0002' → '4000000000000002', what the server is sent. */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** '4000000000000002' → '4000 0000 0000 0002' as the traveller types. */
function groupCardDigits(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What is wrong with a typed card number: nothing typed, or not a card number (the processor's own check); null when it will do. */
export function cardNumberProblem(value: string): 'missing' | 'invalid' | null {
  const digits = cardDigits(value);
  if (!digits) return 'missing';
  return isValidCardNumber(digits) ? null : 'invalid';
}

/** The card number field of every payment (checkout, taxi): grouped by fours as it is typed, left to right in every language. */
export function CardNumberInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value?: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      placeholder={CARD_PLACEHOLDER}
      dir="ltr"
      inputMode="numeric"
      autoComplete="cc-number"
      leftSection={<IconCreditCard size={16} aria-hidden />}
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange(groupCardDigits(event.currentTarget.value))}
    />
  );
}
