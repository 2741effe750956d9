import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoExchangeRates, minorToUsdCents } from './exchange-rates';
import { MARKETPLACE_COUNTRIES, PRODUCT_CATEGORIES, PRODUCT_REGIONS, demoProducts, minorToAmount, minorUnits } from './products';

// Written out independently of products.ts: the facts the catalogue must agree with.
const CURRENCY_OF_COUNTRY: Record<string, string> = {
  Kenya: 'KES',
  Tanzania: 'TZS',
  Uganda: 'UGX',
  Rwanda: 'RWF',
  Ethiopia: 'ETB',
  'United Arab Emirates': 'AED',
  'Saudi Arabia': 'SAR',
  Qatar: 'QAR',
  Oman: 'OMR',
  Kuwait: 'KWD',
  Bahrain: 'BHD',
};
const EAST_AFRICA = ['Kenya', 'Tanzania', 'Uganda', 'Rwanda', 'Ethiopia'];
const ISO_4217_DECIMALS: Record<string, number> = { KES: 2, TZS: 2, UGX: 0, RWF: 0, ETB: 2, AED: 2, SAR: 2, QAR: 2, OMR: 3, KWD: 3, BHD: 3, USD: 2 };

const imagesDir = path.resolve('public');
const count = (predicate: (product: (typeof demoProducts)[number]) => boolean) => demoProducts.filter(predicate).length;

describe('minor units', () => {
  it('follow ISO 4217 for every marketplace currency', () => {
    for (const [currency, decimals] of Object.entries(ISO_4217_DECIMALS)) expect(minorUnits(currency), currency).toBe(decimals);
    expect(() => minorUnits('XYZ')).toThrow(/Unknown currency/);
  });

  it('turn into decimal strings in the major unit', () => {
    expect(minorToAmount(1250, 'OMR')).toBe('1.250');
    expect(minorToAmount(45_000, 'UGX')).toBe('45000');
    expect(minorToAmount(245_000, 'KES')).toBe('2450.00');
    expect(minorToAmount(5, 'BHD')).toBe('0.005');
    expect(() => minorToAmount(1.5, 'KES')).toThrow();
  });
});

describe('demo catalogue', () => {
  it('has 12 products per category, half in each region', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(96);
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        count((p) => p.category === category),
        category,
      ).toBe(12);
      for (const region of PRODUCT_REGIONS)
        expect(
          count((p) => p.category === category && p.region === region),
          `${category} ${region}`,
        ).toBe(6);
    }
    expect(count((p) => p.region === 'east_africa')).toBe(count((p) => p.region === 'gcc'));
  });

  it('covers every marketplace country', () => {
    expect(new Set(demoProducts.map((p) => p.country))).toEqual(new Set(Object.keys(CURRENCY_OF_COUNTRY)));
    expect(Object.keys(MARKETPLACE_COUNTRIES).sort()).toEqual(Object.keys(CURRENCY_OF_COUNTRY).sort());
  });

  it('fills every spec field with the right type', () => {
    for (const p of demoProducts) {
      const where = p.id;
      expect(p.id, where).toMatch(/^prod-[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [p.name, p.description, p.shortDescription, p.brand]) expect(typeof text === 'string' && text.trim().length > 0, where).toBe(true);
      expect(p.shortDescription.length, where).toBeLessThanOrEqual(80);
      const sentences = p.description.match(/[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length, `${where}: ${p.description}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${where}: ${p.description}`).toBeLessThanOrEqual(4);
      expect(PRODUCT_CATEGORIES).toContain(p.category);
      expect(PRODUCT_REGIONS).toContain(p.region);
      expect(typeof p.inStock, where).toBe('boolean');
      expect(typeof p.featured, where).toBe('boolean');
      expect(Number.isInteger(p.stockQuantity) && p.stockQuantity >= 0, where).toBe(true);
      expect(p.inStock, where).toBe(p.stockQuantity > 0);
      expect(p.weight, where).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.weight), where).toBeGreaterThan(0);
      expect(p.dimensions, where).toMatch(/^\d+ x \d+ x \d+ cm$/);
      expect(p.images, where).toEqual([`/images/products/${p.id}-1.svg`, `/images/products/${p.id}-2.svg`]);
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(demoProducts.map((p) => p.id)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
  });

  it("prices each product in its country's currency and region", () => {
    for (const p of demoProducts) {
      expect(p.currency, p.id).toBe(CURRENCY_OF_COUNTRY[p.country]);
      expect(p.region, p.id).toBe(EAST_AFRICA.includes(p.country) ? 'east_africa' : 'gcc');
    }
  });

  it('stores prices as positive whole minor units', () => {
    for (const p of demoProducts) {
      expect(Number.isSafeInteger(p.priceMinor) && p.priceMinor > 0, p.id).toBe(true);
      // Shop prices end in whole shillings/dirhams, 50 fils or baisa, or 500 shillings/francs.
      const step = { 0: 500, 2: 100, 3: 50 }[minorUnits(p.currency)] ?? 1;
      expect(p.priceMinor % step, `${p.id}: ${p.priceMinor} ${p.currency}`).toBe(0);
    }
  });

  it('uses the right scale: known prices read back in the major unit', () => {
    const price = (id: string) => {
      const p = demoProducts.find((entry) => entry.id === id);
      if (!p) throw new Error(id);
      return `${minorToAmount(p.priceMinor, p.currency)} ${p.currency}`;
    };
    expect(price('prod-omani-hojari-frankincense')).toBe('6.500 OMR');
    expect(price('prod-camel-wool-bisht')).toBe('85.000 KWD');
    expect(price('prod-bahraini-baharat')).toBe('1.800 BHD');
    expect(price('prod-ugandan-bourbon-vanilla-pods')).toBe('55000 UGX');
    expect(price('prod-agaseke-peace-basket')).toBe('25000 RWF');
    expect(price('prod-kenyan-purple-tea')).toBe('1200.00 KES');
    expect(price('prod-zanzibar-whole-cloves')).toBe('12000.00 TZS');
    expect(price('prod-liwa-khalas-dates')).toBe('65.00 AED');
  });

  it('costs between $1.50 and $1,200 at the demo rates, so no price is off by a power of ten', () => {
    for (const p of demoProducts) {
      const rate = demoExchangeRates.find((entry) => entry.currency === p.currency);
      expect(rate, p.currency).toBeDefined();
      const usdCents = minorToUsdCents(p.priceMinor, p.currency, rate!.unitsPerUsd);
      expect(usdCents, `${p.id}: ${minorToAmount(p.priceMinor, p.currency)} ${p.currency}`).toBeGreaterThanOrEqual(150);
      expect(usdCents, `${p.id}: ${minorToAmount(p.priceMinor, p.currency)} ${p.currency}`).toBeLessThanOrEqual(120_000);
    }
  });

  it('has a few products sold out and a few nearly sold out', () => {
    expect(count((p) => p.stockQuantity === 0)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.stockQuantity >= 1 && p.stockQuantity <= 3)).toBeGreaterThanOrEqual(3);
  });

  it('features at least 4 in-stock products per region, from several categories', () => {
    for (const region of PRODUCT_REGIONS) {
      const featured = demoProducts.filter((p) => p.featured && p.region === region);
      expect(featured.length, region).toBeGreaterThanOrEqual(4);
      expect(
        featured.every((p) => p.inStock),
        region,
      ).toBe(true);
      expect(new Set(featured.map((p) => p.category)).size, region).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('product images', () => {
  it('exist for every product, are small, self-contained and name the product', () => {
    for (const p of demoProducts) {
      for (const image of p.images) {
        const file = path.join(imagesDir, image);
        expect(statSync(file).size, image).toBeLessThanOrEqual(4096);
        const svg = readFileSync(file, 'utf8');
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), image).toBe(true);
        const title = /<title>([^<]+)<\/title>/
          .exec(svg)?.[1]
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, '&');
        expect(title?.startsWith(p.name), image).toBe(true);
        // Nothing fetched from elsewhere: no links, embedded images, web fonts or remote URLs.
        expect(svg, image).not.toMatch(/href=|<image|@import|@font-face|font-family|url\((?!#)/);
      }
      expect(readFileSync(path.join(imagesDir, p.images[0]), 'utf8'), p.id).not.toBe(readFileSync(path.join(imagesDir, p.images[1]), 'utf8'));
    }
  });

  it('holds no pictures of products that are not in the catalogue', () => {
    const expected = new Set(demoProducts.flatMap((p) => p.images.map((image) => path.basename(image))));
    expect(new Set(readdirSync(path.join(imagesDir, 'images/products')))).toEqual(expected);
  });
});
