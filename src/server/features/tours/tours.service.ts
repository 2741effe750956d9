import type { EntityManager } from '@mikro-orm/postgresql';
import { PopularDestination as PopularDestinationEntity } from '../../../../prisma-free-db/entities/popular-destination';
import { TourPackage as TourPackageEntity } from '../../../../prisma-free-db/entities/tour-package';
import { centsToAmount } from '../../../shared/money';
import type { PopularDestination, TourPackage } from '../../../shared/schemas/tours';

/** Price before the deal: the deal price is (100 - discount)% of it, rounded to the cent. */
export function originalPriceCents(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0 || discountPercent >= 100) return priceCents;
  return Math.round((priceCents * 100) / (100 - discountPercent));
}

export function toTourPackageDto(tour: TourPackageEntity): TourPackage {
  return {
    id: tour.id,
    name: tour.name,
    duration: tour.duration,
    durationDays: tour.durationDays,
    location: tour.location,
    description: tour.description,
    price: centsToAmount(tour.priceCents),
    originalPrice: centsToAmount(originalPriceCents(tour.priceCents, tour.discountPercent)),
    currency: tour.currency,
    discountPercent: tour.discountPercent,
    images: tour.images,
  };
}

export async function listTourPackages(em: EntityManager): Promise<TourPackage[]> {
  const tours = await em.find(TourPackageEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return tours.map(toTourPackageDto);
}

export async function listPopularDestinations(em: EntityManager): Promise<PopularDestination[]> {
  const rows = await em.find(PopularDestinationEntity, {}, { orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country ?? null,
    fromPrice: centsToAmount(row.fromPriceCents),
    currency: row.currency,
    image: row.image,
  }));
}
