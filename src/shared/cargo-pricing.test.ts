import { describe, expect, it } from 'vitest';
import { cargoPriceCents, formatDimensions, formatWeightKg, parseDimensions, parseWeightGrams } from './cargo-pricing';
import { ZCreateShipmentRequest } from './schemas/cargo';

describe('cargo weights and prices', () => {
  it('read weights as decimals above 0 with at most 3 decimals', () => {
    expect(parseWeightGrams('12.5')).toBe(12_500);
    expect(parseWeightGrams(' 0.001 ')).toBe(1);
    expect(parseWeightGrams('3')).toBe(3_000);
    for (const bad of ['0', '0.000', '-1', 'abc', '1,5', '1.2345', '', '1e3', '.5']) expect(parseWeightGrams(bad), bad).toBeNull();
    expect(formatWeightKg(12_500)).toBe('12.5');
    expect(formatWeightKg(3_000)).toBe('3');
    expect(formatWeightKg(250)).toBe('0.25');
  });

  it('price per kg as the spec says: air 8, sea 3, road 5, to the cent', () => {
    expect(cargoPriceCents(12_500, 'air')).toBe(10_000);
    expect(cargoPriceCents(12_500, 'sea')).toBe(3_750);
    expect(cargoPriceCents(12_500, 'road')).toBe(6_250);
    expect(cargoPriceCents(1, 'sea')).toBe(0); // 0.3 cents rounds down
    expect(cargoPriceCents(2, 'sea')).toBe(1); // 0.6 cents rounds up
  });

  it("parse 'L x W x H cm' dimensions", () => {
    expect(parseDimensions('40 x 30 x 20 cm')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(parseDimensions('40x30x20CM')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(parseDimensions('40.5 × 30 × 20.25 cm')).toEqual({ lengthCm: 40.5, widthCm: 30, heightCm: 20.25 });
    expect(parseDimensions('40 x 30 x 20')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(parseDimensions('40x30x20')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(parseDimensions(' 40 × 30 × 20 cm ')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(parseDimensions('40X30X20')).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    for (const bad of ['40 x 30 cm', '40 x 30 x 20 in', '40 x 30 x 20 mm', '40 x 30 x', 'x 30 x 20', '0 x 30 x 20 cm', '601 x 1 x 1 cm', 'big'])
      expect(parseDimensions(bad), bad).toBeNull();
    expect(formatDimensions({ lengthCm: 40, widthCm: 30, heightCm: 20 })).toBe('40 x 30 x 20 cm');
  });
});

describe('POST /api/cargo-shipments input', () => {
  const valid = {
    fromLocation: 'Nairobi',
    toLocation: 'Dubai',
    weight: '12.5',
    dimensions: '40 x 30 x 20 cm',
    cargoType: 'air',
    currency: 'USD',
    price: '100.00',
  } as const;
  const messages = (input: object) => {
    const result = ZCreateShipmentRequest.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('gives the spec’s messages for missing fields and bad weights', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, fromLocation: ' ' })).toEqual(['fromLocation: Missing Information - Please fill in all required fields']);
    expect(messages({ ...valid, toLocation: undefined })).toEqual(['toLocation: Missing Information - Please fill in all required fields']);
    expect(messages({ ...valid, weight: '' })).toEqual(['weight: Missing Information - Please fill in all required fields']);
    expect(messages({ ...valid, weight: '-2' })).toEqual(['weight: Invalid Weight - Please enter a valid weight in kg.']);
    expect(messages({ ...valid, weight: 'heavy' })).toEqual(['weight: Invalid Weight - Please enter a valid weight in kg.']);
  });

  it('caps the weight per method and checks the dimensions', () => {
    expect(messages({ ...valid, weight: '500.001' })).toEqual(['weight: At most 500 kg by air']);
    expect(messages({ ...valid, weight: '500.001', cargoType: 'road', price: '2500.01' })).toEqual([]);
    expect(messages({ ...valid, dimensions: '40 by 30' })).toEqual(["dimensions: Use 'L x W x H cm', e.g. '40 x 30 x 20 cm'"]);
    expect(messages({ ...valid, dimensions: '' })).toEqual([]);
  });
});
