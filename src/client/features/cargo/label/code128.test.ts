import { describe, expect, it } from 'vitest';
import { CODE128_QUIET_ZONE, code128Image } from './code128';

// The standard's fixed patterns (ISO/IEC 15417): every symbol is 11 modules of 3 bars and 3
// spaces; the stop pattern is 13 modules.
const START_B = '11010010000';
const START_C = '11010011100';
const STOP = '1100011101011';

const symbolsOf = (modules: string) => {
  const body = modules.slice(0, -STOP.length);
  return Array.from({ length: body.length / 11 }, (_, index) => body.slice(index * 11, index * 11 + 11));
};

describe('a tracking number as a Code 128 barcode', () => {
  it('is a well-formed symbol: a start pattern, symbols of 3 bars and 3 spaces in 11 modules, the stop pattern', () => {
    const { modules } = code128Image('MT4829160375KE');
    expect(modules.endsWith(STOP)).toBe(true);
    expect((modules.length - STOP.length) % 11).toBe(0);
    const symbols = symbolsOf(modules);
    expect(symbols[0]).toBe(START_B);
    for (const symbol of symbols) {
      expect(symbol.startsWith('1') && symbol.endsWith('0'), symbol).toBe(true);
      expect(symbol.match(/1+/g), symbol).toHaveLength(3);
      expect(symbol.match(/0+/g), symbol).toHaveLength(3);
    }
    // 'MT' in code set B, the 10 digits packed two to a symbol in set C, then 'KE' in B:
    // start, M, T, code C, 5 digit pairs, code B, K, E, the checksum.
    expect(symbols).toHaveLength(1 + 2 + 1 + 5 + 1 + 2 + 1);
  });

  it('packs a run of digits in code set C', () => {
    expect(symbolsOf(code128Image('4829160375').modules)[0]).toBe(START_C);
  });

  it('draws every bar once, inside the quiet zones, and different numbers differently', () => {
    const image = code128Image('MT4829160375KE');
    expect(image.width).toBe(image.modules.length + 2 * CODE128_QUIET_ZONE);
    const drawn = Array.from({ length: image.width }, () => '0');
    for (const [, x, w] of image.path.matchAll(/M(\d+) 0h(\d+)v1h-\d+z/g)) for (let i = 0; i < Number(w); i++) drawn[Number(x) + i] = '1';
    expect(drawn.join('')).toBe(`${'0'.repeat(CODE128_QUIET_ZONE)}${image.modules}${'0'.repeat(CODE128_QUIET_ZONE)}`);
    expect(code128Image('MT4829160376KE').modules).not.toBe(image.modules);
  });
});
