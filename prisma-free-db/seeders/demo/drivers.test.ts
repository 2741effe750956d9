import { describe, expect, it } from 'vitest';
import { TAXI_VEHICLE_TYPES, demoDrivers } from './drivers';
import { demoCities, distanceKm } from './places';

// Local plate formats (see drivers.ts); Zanzibar registers its own vehicles.
const PLATE_FORMATS: Record<string, RegExp> = {
  nairobi: /^K[A-Z]{2} \d{3}[A-Z]$/,
  mombasa: /^K[A-Z]{2} \d{3}[A-Z]$/,
  'dar-es-salaam': /^T \d{3} [A-Z]{3}$/,
  arusha: /^T \d{3} [A-Z]{3}$/,
  zanzibar: /^Z \d{3} [A-Z]{2}$/,
  kampala: /^U[A-Z]{2} \d{3}[A-Z]$/,
  kigali: /^RA[A-Z] \d{3} [A-Z]$/,
  'addis-ababa': /^AA 1-[A-C]\d{5}$/,
  dubai: /^Dubai [A-Z]{1,2} \d{1,5}$/,
  'abu-dhabi': /^Abu Dhabi \d{1,2} \d{1,5}$/,
  doha: /^\d{6}$/,
  riyadh: /^\d{4} [ABDEGHJKLNRSTUVXZ]{3}$/,
  muscat: /^\d{1,5} [A-Z]{1,2}$/,
};

const driversOf = (cityId: string) => demoDrivers.filter((driver) => driver.cityId === cityId);

describe('demo drivers', () => {
  it('number 6 to 9 per city, at least 2 of each vehicle type', () => {
    for (const city of demoCities) {
      const drivers = driversOf(city.id);
      expect(drivers.length, city.id).toBeGreaterThanOrEqual(6);
      expect(drivers.length, city.id).toBeLessThanOrEqual(9);
      for (const type of TAXI_VEHICLE_TYPES)
        expect(drivers.filter((driver) => driver.vehicleType === type).length, `${city.id} ${type}`).toBeGreaterThanOrEqual(2);
    }
    expect(demoDrivers.every((driver) => demoCities.some((city) => city.id === driver.cityId))).toBe(true);
  });

  it('have unique ids, names per city and plates', () => {
    expect(new Set(demoDrivers.map((driver) => driver.id)).size).toBe(demoDrivers.length);
    expect(new Set(demoDrivers.map((driver) => driver.plateNumber)).size).toBe(demoDrivers.length);
    for (const city of demoCities) expect(new Set(driversOf(city.id).map((driver) => driver.name)).size, city.id).toBe(driversOf(city.id).length);
  });

  it('are rated 4.5 to 5.0 with one decimal', () => {
    for (const driver of demoDrivers) {
      expect(driver.rating, driver.id).toMatch(/^\d\.\d$/);
      expect(Number(driver.rating), driver.id).toBeGreaterThanOrEqual(4.5);
      expect(Number(driver.rating), driver.id).toBeLessThanOrEqual(5);
    }
  });

  it('drive a described car with a plate in the local format', () => {
    for (const driver of demoDrivers) {
      expect(TAXI_VEHICLE_TYPES, driver.id).toContain(driver.vehicleType);
      for (const part of [driver.name, driver.vehicle.make, driver.vehicle.model, driver.vehicle.colour])
        expect(part.trim().length, driver.id).toBeGreaterThan(0);
      expect(driver.plateNumber, driver.id).toMatch(PLATE_FORMATS[driver.cityId]);
    }
  });

  it('put premium cars in the Premium class', () => {
    const premiumMakes = new Set(demoDrivers.filter((driver) => driver.vehicleType === 'Premium').map((driver) => driver.vehicle.make));
    const economyModels = new Set(demoDrivers.filter((driver) => driver.vehicleType === 'Economy').map((driver) => driver.vehicle.model));
    expect([...premiumMakes].every((make) => ['Mercedes-Benz', 'Lexus', 'Toyota', 'GMC', 'BMW'].includes(make))).toBe(true);
    expect([...economyModels].some((model) => ['E-Class', 'Yukon', 'Land Cruiser Prado', 'ES 350'].includes(model))).toBe(false);
  });

  it('have fictional phone numbers with their country code', () => {
    for (const driver of demoDrivers) {
      const city = demoCities.find((entry) => entry.id === driver.cityId)!;
      expect(driver.phone, driver.id).toMatch(/^\+\d{3} 0555 \d{4}$/);
      expect(driver.phone.startsWith(`${city.dialCode} 0`), driver.id).toBe(true);
    }
    expect(new Set(demoDrivers.map((driver) => driver.phone)).size).toBe(demoDrivers.length);
  });

  it('start within 3 km of their city center', () => {
    for (const driver of demoDrivers) {
      const city = demoCities.find((entry) => entry.id === driver.cityId)!;
      expect(distanceKm(city.center, driver.start), driver.id).toBeLessThanOrEqual(3);
      expect(Math.round(driver.start.lat * 10_000) / 10_000, driver.id).toBe(driver.start.lat);
      expect(Math.round(driver.start.lng * 10_000) / 10_000, driver.id).toBe(driver.start.lng);
    }
  });
});
