import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { WHITE, contrastRatio, readableOn } from './contrast';
import { BRAND_PALETTES, DIMMED_TEXT, PAGE_BACKGROUND, PLACEHOLDER_TEXT, filledShade, readableShades } from './theme';

// Text and icons reach 4.5:1 in all three brands, keeping each brand's colour.
describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The figures the Lighthouse run reported before the fix.
    expect(contrastRatio(WHITE, DEFAULT_THEME.colors.orange[6])).toBeCloseTo(2.57, 2);
    expect(contrastRatio(WHITE, DEFAULT_THEME.colors.teal[6])).toBeCloseTo(2.55, 2);
    expect(contrastRatio(WHITE, DEFAULT_THEME.colors.blue[6])).toBeCloseTo(3.56, 2);
    expect(contrastRatio(WHITE, DEFAULT_THEME.colors.red[6])).toBeCloseTo(3.28, 2);
  });

  it('darkens a colour only as far as it must', () => {
    const fixed = readableOn(DEFAULT_THEME.colors.orange[6], WHITE);
    expect(contrastRatio(fixed, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, WHITE)).toBeLessThan(5.5);
    expect(readableOn('#000000', WHITE)).toBe('#000000');
  });
});

describe('brand themes', () => {
  for (const [brand, palette] of Object.entries(BRAND_PALETTES)) {
    it(`${brand}: white text and icons on the brand colour, and the brand colour as text, reach 4.5:1`, () => {
      expect(filledShade(palette)).toEqual({ index: 6, text: WHITE });
      expect(contrastRatio(WHITE, palette[6])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[6], PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      // Hover is darker still.
      expect(contrastRatio(WHITE, palette[7])).toBeGreaterThan(contrastRatio(WHITE, palette[6]));
    });
  }

  it('keeps each brand’s hue: blue stays blue, safari orange stays orange, eco stays green', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    expect(hue(BRAND_PALETTES.ocean[6])).toBeGreaterThan(195);
    expect(hue(BRAND_PALETTES.ocean[6])).toBeLessThan(225);
    expect(hue(BRAND_PALETTES.safari[6])).toBeGreaterThan(15);
    expect(hue(BRAND_PALETTES.safari[6])).toBeLessThan(35);
    expect(hue(BRAND_PALETTES.eco[6])).toBeGreaterThan(145);
    expect(hue(BRAND_PALETTES.eco[6])).toBeLessThan(175);
  });
});

describe('every other colour', () => {
  for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark') continue;
    it(`${name}: fills, light badges, outlines and text all read`, () => {
      const fill = filledShade(palette);
      expect(contrastRatio(fill.text, palette[fill.index])).toBeGreaterThanOrEqual(4.5);
      const readable = readableShades(palette);
      expect(contrastRatio(readable.text, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable.text, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable.lightText, palette[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable.lightText, palette[2])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable.subtleText, WHITE)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("the '40% OFF' badge (red, filled) reads", () => {
    const fill = filledShade(DEFAULT_THEME.colors.red);
    expect(fill.text).toBe(WHITE);
    expect(contrastRatio(WHITE, DEFAULT_THEME.colors.red[fill.index])).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text and placeholders read on cards and on the page', () => {
    for (const color of [DIMMED_TEXT, PLACEHOLDER_TEXT]) {
      expect(contrastRatio(color, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
