import { describe, expect, it } from 'vitest';
import { voucherCode, voucherRefFromCode } from './voucher-code';

const KEY = 'a'.repeat(64);
const REF = '0123456789ABCDEF';

describe('voucher codes', () => {
  it('are the reference and its signature in groups of four, read back however typed', () => {
    const code = voucherCode(REF, KEY);
    expect(code).toMatch(/^0123-4567-89AB-CDEF-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(voucherRefFromCode(code, KEY)).toBe(REF);
    expect(voucherRefFromCode(` ${code.toLowerCase().replace(/-/g, ' ')} `, KEY)).toBe(REF);
    expect(voucherRefFromCode(`https://manasa.example/admin/verify?code=${code}`, KEY)).toBe(REF);
  });

  it('refuse a changed digit, another key, and anything that is not a code', () => {
    const code = voucherCode(REF, KEY);
    const changed = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect(voucherRefFromCode(changed, KEY)).toBeNull();
    expect(voucherRefFromCode(`1${code.slice(1)}`, KEY)).toBeNull();
    expect(voucherRefFromCode(code, 'b'.repeat(64))).toBeNull();
    expect(voucherRefFromCode('MT4829160375KE', KEY)).toBeNull();
    expect(voucherRefFromCode('', KEY)).toBeNull();
  });
});
