import { describe, expect, it } from 'vitest';
import { chargeParcels, deliveryDays } from './delivery';

describe('delivery fees', () => {
  it('ship East African goods free within East Africa, whatever the amount', () => {
    expect(chargeParcels([{ region: 'east_africa', usdCents: 150 }], 'east_africa')).toEqual([
      { region: 'east_africa', goodsCents: 150, feeCents: 0, rule: 'free_within_east_africa' },
    ]);
  });

  it('ship GCC goods free from $50 within the GCC, else for $5', () => {
    expect(chargeParcels([{ region: 'gcc', usdCents: 4_999 }], 'gcc')[0]).toMatchObject({ feeCents: 500, rule: 'gcc_flat' });
    expect(
      chargeParcels(
        [
          { region: 'gcc', usdCents: 2_500 },
          { region: 'gcc', usdCents: 2_500 },
        ],
        'gcc',
      )[0],
    ).toMatchObject({ goodsCents: 5_000, feeCents: 0, rule: 'free_over_threshold' });
  });

  it('charge $15 per parcel sent to the other region, and take longer', () => {
    const parcels = chargeParcels(
      [
        { region: 'gcc', usdCents: 9_000 },
        { region: 'east_africa', usdCents: 1_000 },
      ],
      'east_africa',
    );
    expect(parcels).toEqual([
      { region: 'gcc', goodsCents: 9_000, feeCents: 1_500, rule: 'cross_region' },
      { region: 'east_africa', goodsCents: 1_000, feeCents: 0, rule: 'free_within_east_africa' },
    ]);
    expect(deliveryDays(parcels)).toBe(7);
    expect(deliveryDays(chargeParcels([{ region: 'gcc', usdCents: 100 }], 'gcc'))).toBe(3);
  });
});
