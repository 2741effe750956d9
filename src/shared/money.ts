// Money travels as integer cents inside the app and as decimal strings ("129.90") in the API.
// Never a float.

export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT_PATTERN = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

export function amountToCents(amount: string): number {
  const match = AMOUNT_PATTERN.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** "$1,299" for whole amounts, "$129.90" otherwise (en-US grouping). */
export function formatMoney(amount: string, currency = 'USD'): string {
  const cents = amountToCents(amount);
  const symbol = currency === 'USD' ? '$' : `${currency} `;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const fraction = abs % 100 === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${symbol}${whole}${fraction}`;
}

/** Always two decimals: "$120.00". */
export function formatMoneyExact(amount: string, currency = 'USD'): string {
  const cents = amountToCents(amount);
  const symbol = currency === 'USD' ? '$' : `${currency} `;
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${symbol}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
