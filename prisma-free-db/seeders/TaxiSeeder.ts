import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { Driver, Place, TaxiCity } from '../entities/taxi';
import { normalizePlaceName } from '@shared/schemas/taxi';
import { demoCities, demoPlaces } from './demo/places';
import { demoDrivers } from './demo/drivers';
import { insertNew, upsertAll } from './upsert';

/**
 * DEMO DATA: the taxi service's cities, gazetteer and drivers (demo/places.ts, demo/drivers.ts).
 * Cities and places are upserted (editing the demo data updates them). Drivers are only
 * inserted when missing: a driver's row also says whether they are on a ride and where they
 * are, which a restart must not reset in the middle of a ride.
 */
export class TaxiSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await upsertAll(
      em,
      TaxiCity,
      demoCities.map((city) => ({
        id: city.id,
        name: city.name,
        country: city.country,
        countryCode: city.countryCode,
        dialCode: city.dialCode,
        displayCurrency: city.displayCurrency,
        centerLat: city.center.lat,
        centerLng: city.center.lng,
        radiusKm: city.radiusKm,
      })),
    );
    await upsertAll(
      em,
      Place,
      demoPlaces.map((place) => ({
        id: place.id,
        city: place.cityId,
        name: place.name,
        kind: place.kind,
        lat: place.lat,
        lng: place.lng,
        aliases: place.aliases,
        searchText: [place.name, ...place.aliases].map(normalizePlaceName).join('|'),
        showOnMap: place.showOnMap,
        iataCode: place.iataCode ?? null,
        hotelId: place.hotelId ?? null,
      })),
    );
    await insertNew(
      em,
      Driver,
      demoDrivers.map((driver) => ({
        id: driver.id,
        city: driver.cityId,
        name: driver.name,
        rating: driver.rating,
        baseRating: driver.rating,
        vehicleType: driver.vehicleType,
        vehicleMake: driver.vehicle.make,
        vehicleModel: driver.vehicle.model,
        vehicleColour: driver.vehicle.colour,
        plateNumber: driver.plateNumber,
        phone: driver.phone,
        status: 'free' as const,
        lat: driver.start.lat,
        lng: driver.start.lng,
      })),
    );
  }
}
