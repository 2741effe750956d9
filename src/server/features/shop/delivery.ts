// Delivery fees (docs/marketplace.md): an order ships as one parcel per region its goods come
// from. East African goods to an East African address ship free with no minimum order (the
// spec's banner); GCC goods to a GCC address ship free from $50 of goods, else $5; a parcel
// to the other region costs $15. All in US cents, like the order's charge.
import { DELIVERY_TERMS, type DeliveryRule, type ProductRegion } from '@shared/schemas/shop';

export interface ParcelCharge {
  region: ProductRegion;
  goodsCents: number;
  feeCents: number;
  rule: DeliveryRule;
}

/** Each parcel's fee for delivery to `destination`, in the order the regions first appear. */
export function chargeParcels(lines: readonly { region: ProductRegion; usdCents: number }[], destination: ProductRegion): ParcelCharge[] {
  const goods = new Map<ProductRegion, number>();
  for (const line of lines) goods.set(line.region, (goods.get(line.region) ?? 0) + line.usdCents);
  return [...goods].map(([region, goodsCents]) => {
    if (region !== destination) return { region, goodsCents, feeCents: DELIVERY_TERMS.crossRegionFeeCents, rule: 'cross_region' };
    if (region === 'east_africa') return { region, goodsCents, feeCents: 0, rule: 'free_within_east_africa' };
    return goodsCents >= DELIVERY_TERMS.gccFreeFromCents
      ? { region, goodsCents, feeCents: 0, rule: 'free_over_threshold' }
      : { region, goodsCents, feeCents: DELIVERY_TERMS.gccFeeCents, rule: 'gcc_flat' };
  });
}

/** Days until delivery: the slowest parcel's. */
export function deliveryDays(parcels: readonly ParcelCharge[]): number {
  return parcels.some((parcel) => parcel.rule === 'cross_region') ? DELIVERY_TERMS.daysCrossRegion : DELIVERY_TERMS.daysWithinRegion;
}
