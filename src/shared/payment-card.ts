// The simulated card processor's rules, shared by the payment form and the server.

/** The simulated processor always declines this card number. */
export const DECLINED_TEST_CARD = '4000000000000002';

export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
