import { describe, expect, it } from 'vitest';
import { demoCarLocations } from './cars';
import { demoHotels } from './hotels';
import { PLACE_KINDS, demoCities, demoPlaces, distanceKm, findPlaceByName, normalizePlaceName } from './places';

const SERVED_CITIES = [
  'Nairobi',
  'Mombasa',
  'Dar es Salaam',
  'Zanzibar',
  'Arusha',
  'Kampala',
  'Kigali',
  'Addis Ababa',
  'Dubai',
  'Abu Dhabi',
  'Doha',
  'Riyadh',
  'Muscat',
];
const hasFourDecimalsAtMost = (value: number) => Math.round(value * 10_000) / 10_000 === value;
const placesOf = (cityId: string) => demoPlaces.filter((place) => place.cityId === cityId);

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.2, 1);
    // Dubai International to Abu Dhabi Zayed International, about 116 km as the crow flies.
    expect(distanceKm({ lat: 25.2532, lng: 55.3657 }, { lat: 24.433, lng: 54.6511 })).toBeGreaterThan(110);
    expect(distanceKm({ lat: 25.2532, lng: 55.3657 }, { lat: 24.433, lng: 54.6511 })).toBeLessThan(125);
    expect(distanceKm({ lat: -1.2864, lng: 36.8172 }, { lat: -1.2864, lng: 36.8172 })).toBe(0);
  });
});

describe('taxi cities', () => {
  it('are the thirteen served cities, each once', () => {
    expect(demoCities.map((city) => city.name).sort()).toEqual([...SERVED_CITIES].sort());
    expect(new Set(demoCities.map((city) => city.id)).size).toBe(demoCities.length);
  });

  it('have a country, a dial code, a display currency, a center and a radius', () => {
    for (const city of demoCities) {
      expect(city.countryCode, city.id).toMatch(/^[A-Z]{2}$/);
      expect(city.dialCode, city.id).toMatch(/^\+\d{3}$/);
      expect(city.displayCurrency, city.id).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(city.center.lat) <= 90 && Math.abs(city.center.lng) <= 180, city.id).toBe(true);
      expect(city.radiusKm, city.id).toBeGreaterThan(0);
      expect(city.radiusKm, city.id).toBeLessThanOrEqual(60);
    }
  });

  // Zanzibar's circle reaches across the channel towards Dar es Salaam's, but only over sea:
  // what matters is that no place could belong to two cities.
  it('leave no place inside the radius of another city', () => {
    for (const place of demoPlaces) {
      for (const city of demoCities.filter((entry) => entry.id !== place.cityId)) {
        expect(distanceKm(city.center, place), `${place.id} in ${city.id}`).toBeGreaterThan(city.radiusKm);
      }
    }
  });
});

describe('gazetteer places', () => {
  it('number 14 to 25 per city, with valid kinds and unique ids', () => {
    for (const city of demoCities) {
      expect(placesOf(city.id).length, city.id).toBeGreaterThanOrEqual(14);
      expect(placesOf(city.id).length, city.id).toBeLessThanOrEqual(25);
    }
    expect(new Set(demoPlaces.map((place) => place.id)).size).toBe(demoPlaces.length);
    for (const place of demoPlaces) {
      expect(PLACE_KINDS, place.id).toContain(place.kind);
      expect(
        demoCities.some((city) => city.id === place.cityId),
        place.id,
      ).toBe(true);
    }
  });

  it("have coordinates with at most 4 decimals, inside their city's radius", () => {
    for (const place of demoPlaces) {
      const city = demoCities.find((entry) => entry.id === place.cityId)!;
      expect(hasFourDecimalsAtMost(place.lat) && hasFourDecimalsAtMost(place.lng), place.id).toBe(true);
      expect(distanceKm(city.center, place), place.id).toBeLessThanOrEqual(city.radiusKm);
    }
  });

  it('give every city an airport with its IATA code as an alias', () => {
    for (const city of demoCities) {
      const airports = placesOf(city.id).filter((place) => place.kind === 'airport');
      expect(airports.length, city.id).toBeGreaterThanOrEqual(1);
      for (const airport of airports) {
        expect(airport.iataCode, airport.id).toMatch(/^[A-Z]{3}$/);
        expect(airport.aliases, airport.id).toContain(airport.iataCode);
      }
    }
    expect(demoPlaces.filter((place) => place.iataCode && place.kind !== 'airport')).toEqual([]);
  });

  it('mix districts, landmarks, malls and stations in every city', () => {
    for (const city of demoCities) {
      const kinds = new Set(placesOf(city.id).map((place) => place.kind));
      for (const kind of ['district', 'landmark', 'mall', 'station'] as const) expect(kinds.has(kind), `${city.id} ${kind}`).toBe(true);
    }
  });

  it('show 4 to 8 landmarks per city on the offline map, and nothing else', () => {
    for (const city of demoCities) {
      const onMap = placesOf(city.id).filter((place) => place.showOnMap);
      expect(onMap.length, city.id).toBeGreaterThanOrEqual(4);
      expect(onMap.length, city.id).toBeLessThanOrEqual(8);
      expect(
        onMap.every((place) => place.kind === 'landmark'),
        city.id,
      ).toBe(true);
    }
  });

  it('include every catalogue hotel of a served city under its exact name', () => {
    for (const hotel of demoHotels.filter((entry) => SERVED_CITIES.includes(entry.city))) {
      const city = demoCities.find((entry) => entry.name === hotel.city)!;
      const place = demoPlaces.find((entry) => entry.hotelId === hotel.id);
      expect(place, hotel.id).toBeDefined();
      expect(place!.name, hotel.id).toBe(hotel.name);
      expect(place!.kind, hotel.id).toBe('hotel');
      expect(place!.cityId, hotel.id).toBe(city.id);
    }
  });

  it('only list hotels that are in the catalogue', () => {
    for (const place of demoPlaces.filter((entry) => entry.kind === 'hotel')) {
      const hotel = demoHotels.find((entry) => entry.id === place.hotelId);
      expect(hotel?.name, place.id).toBe(place.name);
    }
    expect(demoPlaces.filter((place) => place.hotelId && place.kind !== 'hotel')).toEqual([]);
  });

  it('never share a name or alias, so a typed name means one place', () => {
    const seen = new Map<string, string>();
    for (const place of demoPlaces) {
      for (const name of [place.name, ...place.aliases]) {
        const key = normalizePlaceName(name);
        expect(seen.get(key), `${name} (${place.id})`).toBeUndefined();
        seen.set(key, place.id);
      }
    }
  });
});

describe('findPlaceByName', () => {
  it("resolves the spec's car pickup default 'Dubai Airport' to DXB", () => {
    const place = findPlaceByName('Dubai Airport');
    expect(place?.kind).toBe('airport');
    expect(place?.iataCode).toBe('DXB');
    expect(place?.cityId).toBe('dubai');
  });

  it('matches names and aliases regardless of case, accents and spacing', () => {
    expect(findPlaceByName('jkia')?.iataCode).toBe('NBO');
    expect(findPlaceByName('  NBO ')?.iataCode).toBe('NBO');
    expect(findPlaceByName('place vendome')?.cityId).toBe('doha');
    expect(findPlaceByName('Burj Khalifa')?.kind).toBe('landmark');
    expect(findPlaceByName('Nowhere Street')).toBeUndefined();
  });

  it('knows every car-rental location by its name', () => {
    for (const location of demoCarLocations) {
      const place = findPlaceByName(location.name);
      expect(place, location.name).toBeDefined();
      if (location.kind === 'airport') expect(place!.kind, location.name).toBe('airport');
    }
  });
});
