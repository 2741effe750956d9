// Mobile money wallets a checkout can push a payment request to (an M-Pesa-style "STK push":
// the wallet asks its owner to approve the amount on their phone). A number is accepted only
// for an operator of the chosen country that runs such a wallet, written in any usual way
// (0708 123 456, 708123456, +254 708 123 456, 254708123456) and normalised to the
// international form the operators' APIs take (254708123456). Each wallet charges in its
// country's currency, in whole units (the wallets take no cents).

export const MOBILE_MONEY_COUNTRIES = ['KE', 'TZ', 'UG'] as const;
export type MobileMoneyCountry = (typeof MOBILE_MONEY_COUNTRIES)[number];

export const MOBILE_MONEY_OPERATORS = ['mpesa_ke', 'mpesa_tz', 'tigo_pesa', 'airtel_money_tz', 'mtn_momo_ug', 'airtel_money_ug'] as const;
export type MobileMoneyOperator = (typeof MOBILE_MONEY_OPERATORS)[number];

interface CountryRules {
  dialCode: string;
  currency: 'KES' | 'TZS' | 'UGX';
  /** The operators by the first digits of the 9-digit national number (after the leading 0). */
  prefixes: { operator: MobileMoneyOperator; pattern: RegExp }[];
}

export const MOBILE_MONEY_RULES: Record<MobileMoneyCountry, CountryRules> = {
  KE: {
    dialCode: '254',
    currency: 'KES',
    // Safaricom (M-Pesa): 070x-072x, 0740-0743, 0745, 0746, 0748, 0757-0759, 0768, 0769, 079x and 0110-0115.
    prefixes: [{ operator: 'mpesa_ke', pattern: /^(?:7[0-2]\d|74[0-35-68]|75[7-9]|76[89]|79\d|11[0-5])/ }],
  },
  TZ: {
    dialCode: '255',
    currency: 'TZS',
    prefixes: [
      { operator: 'mpesa_tz', pattern: /^7[4-6]/ },
      { operator: 'tigo_pesa', pattern: /^(?:6[57]|7[17])/ },
      { operator: 'airtel_money_tz', pattern: /^(?:6[89]|78)/ },
    ],
  },
  UG: {
    dialCode: '256',
    currency: 'UGX',
    prefixes: [
      { operator: 'mtn_momo_ug', pattern: /^7[678]/ },
      { operator: 'airtel_money_ug', pattern: /^7[045]/ },
    ],
  },
};

export interface MobileMoneyNumber {
  /** International form without '+': 254708123456. */
  msisdn: string;
  operator: MobileMoneyOperator;
  currency: CountryRules['currency'];
}

/** Why a number is refused: not a phone number at all, or no wallet of that country answers it. */
export type PhoneProblem = 'format' | 'country' | 'operator';

/** The wallet a number reaches in `country`, or why there is none. */
export function mobileMoneyNumber(country: MobileMoneyCountry, phone: string): MobileMoneyNumber | { problem: PhoneProblem } {
  const rules = MOBILE_MONEY_RULES[country];
  const compact = phone.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)?(\d{3})(\d{9})$/.exec(compact);
  let national: string;
  if (international) {
    const [, dialCode, rest] = international;
    if (dialCode !== rules.dialCode) return { problem: 'country' };
    national = rest;
  } else if (/^0\d{9}$/.test(compact)) national = compact.slice(1);
  else if (/^\d{9}$/.test(compact)) national = compact;
  else return { problem: 'format' };
  const match = rules.prefixes.find((prefix) => prefix.pattern.test(national));
  if (!match) return { problem: 'operator' };
  return { msisdn: `${rules.dialCode}${national}`, operator: match.operator, currency: rules.currency };
}

/** A number as the traveller sees it in messages: +254 708 ••• 456 (only its ends). */
export function maskedMsisdn(msisdn: string): string {
  return `+${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ••• ${msisdn.slice(-3)}`;
}

export const PUSH_STATUSES = ['pending', 'succeeded', 'cancelled', 'timeout', 'insufficient_funds', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export type PushOutcome = Exclude<PushStatus, 'pending'>;

/**
 * The simulated provider's test numbers, by the last six digits of the national number, in any
 * country and with any operator (0708 000 001 in Kenya, 0754 000 001 in Tanzania): each
 * answers like the real wallet does in that case. Every other number approves the payment.
 */
export const SIMULATED_TEST_NUMBERS = {
  '000001': 'cancelled',
  '000002': 'timeout',
  '000003': 'insufficient_funds',
  /** Approved, but the result's callback never arrives: only the status query finds it. */
  '000004': 'callback_lost',
} as const;
export type SimulatedBehaviour = (typeof SIMULATED_TEST_NUMBERS)[keyof typeof SIMULATED_TEST_NUMBERS] | 'succeeded';

export function simulatedBehaviour(msisdn: string): SimulatedBehaviour {
  const tail = msisdn.slice(-6);
  return Object.hasOwn(SIMULATED_TEST_NUMBERS, tail) ? SIMULATED_TEST_NUMBERS[tail as keyof typeof SIMULATED_TEST_NUMBERS] : 'succeeded';
}
