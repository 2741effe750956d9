import { describe, expect, it } from 'vitest';
import { maskedMsisdn, mobileMoneyNumber, simulatedBehaviour } from './mobile-money';

describe('mobile money numbers', () => {
  it('reads a number written any usual way and names its wallet', () => {
    for (const typed of ['0712 345 678', '712345678', '+254 712 345 678', '254712345678', '00254712345678', '0712-345-678']) {
      expect(mobileMoneyNumber('KE', typed), typed).toEqual({ msisdn: '254712345678', operator: 'mpesa_ke', currency: 'KES' });
    }
    expect(mobileMoneyNumber('KE', '0110 123 456')).toMatchObject({ msisdn: '254110123456', operator: 'mpesa_ke' });
    expect(mobileMoneyNumber('TZ', '0754 123 456')).toMatchObject({ operator: 'mpesa_tz', currency: 'TZS' });
    expect(mobileMoneyNumber('TZ', '0655 123 456')).toMatchObject({ operator: 'tigo_pesa' });
    expect(mobileMoneyNumber('TZ', '0689 123 456')).toMatchObject({ operator: 'airtel_money_tz' });
    expect(mobileMoneyNumber('UG', '0772 123 456')).toMatchObject({ operator: 'mtn_momo_ug', currency: 'UGX' });
    expect(mobileMoneyNumber('UG', '0752 123 456')).toMatchObject({ operator: 'airtel_money_ug' });
  });

  it('says why a number is refused', () => {
    expect(mobileMoneyNumber('KE', '0733 123 456')).toEqual({ problem: 'operator' }); // Airtel Kenya
    expect(mobileMoneyNumber('KE', '0747 123 456')).toEqual({ problem: 'operator' });
    expect(mobileMoneyNumber('KE', '+255 754 123 456')).toEqual({ problem: 'country' });
    expect(mobileMoneyNumber('TZ', '0612 345 678')).toEqual({ problem: 'operator' }); // Halotel
    for (const typed of ['12345', '07123456789', 'call me', '+254 712 345 67']) expect(mobileMoneyNumber('KE', typed), typed).toEqual({ problem: 'format' });
  });

  it('shows only the ends of a number, and picks the simulated answer by its last six digits', () => {
    expect(maskedMsisdn('254712345678')).toBe('+254 712 ••• 678');
    expect(simulatedBehaviour('254708000001')).toBe('cancelled');
    expect(simulatedBehaviour('255754000002')).toBe('timeout');
    expect(simulatedBehaviour('254708000003')).toBe('insufficient_funds');
    expect(simulatedBehaviour('254708000004')).toBe('callback_lost');
    expect(simulatedBehaviour('254712345678')).toBe('succeeded');
  });
});
