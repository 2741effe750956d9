// The photo tool's item lists (Admin › Photos): every hotel or car model-at-a-location, found
// by name or place, with its photo count. Staff need all of them, not the ones free tonight.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Car } from '@db/entities/car';
import { Hotel } from '@db/entities/hotel';
import type { PhotoItem } from '@shared/schemas/photos';
import { containsPattern } from '../../core/catalogue-query';
import { photosByOwner } from '../../core/photos';

const LIMIT = 50;

export async function listPhotoItems(em: EntityManager, input: { ownerType: 'hotel' | 'car'; search?: string }): Promise<PhotoItem[]> {
  const pattern = input.search ? containsPattern(input.search) : null;
  if (input.ownerType === 'hotel') {
    const hotels = await em.find(Hotel, pattern ? { $or: [{ name: { $ilike: pattern } }, { location: { $ilike: pattern } }] } : {}, {
      orderBy: { city: 'asc', name: 'asc' },
      limit: LIMIT,
    });
    const photos = await photosByOwner(
      em,
      'hotel',
      hotels.map((hotel) => hotel.id),
    );
    return hotels.map((hotel) => {
      const own = photos.get(hotel.id) ?? [];
      return { id: hotel.id, name: hotel.name, place: hotel.location, image: own[0]?.src ?? hotel.images[0] ?? null, photoCount: own.length };
    });
  }
  const cars = await em.find(
    Car,
    pattern ? { $or: [{ brand: { $ilike: pattern } }, { model: { $ilike: pattern } }, { location: { name: { $ilike: pattern } } }] } : {},
    { populate: ['location'], orderBy: { location: { sortOrder: 'asc' }, sortOrder: 'asc' }, limit: LIMIT },
  );
  const photos = await photosByOwner(
    em,
    'car',
    cars.map((car) => car.id),
  );
  return cars.map((car) => {
    const own = photos.get(car.id) ?? [];
    return { id: car.id, name: `${car.brand} ${car.model}`, place: car.location.name, image: own[0]?.src ?? car.images[0] ?? null, photoCount: own.length };
  });
}
