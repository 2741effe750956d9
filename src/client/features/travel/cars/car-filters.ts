import { CAR_CATEGORIES, DEFAULT_PICKUP_LOCATION, SAME_LOCATION, MAX_RENTAL_DAYS } from '@shared/travel-terms';
import type { CarCategory, CarSearchRequest } from '@shared/schemas/cars';
import { addDays, daysBetween, travelToday } from '@shared/travel-calendar';

export interface CarFilterValues {
  /** A location name or city; '' for every location. */
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  returnDate: string;
  /** '' for every category. */
  category: CarCategory | '';
}

/** Defaults: Dubai Airport, Same Location; picked up tomorrow for three days. */
export function defaultCarFilters(today = travelToday()): CarFilterValues {
  return {
    pickupLocation: DEFAULT_PICKUP_LOCATION,
    dropoffLocation: SAME_LOCATION,
    pickupDate: addDays(today, 1),
    returnDate: addDays(today, 4),
    category: '',
  };
}

/** Moving the pickup keeps the rental's length, and the return never before the pickup. */
export function withPickupDate(filters: CarFilterValues, pickupDate: string): CarFilterValues {
  const days = Math.min(Math.max(0, daysBetween(filters.pickupDate, filters.returnDate)), MAX_RENTAL_DAYS);
  return { ...filters, pickupDate, returnDate: addDays(pickupDate, days) };
}

export function isCarCategory(value: string): value is CarCategory {
  return (CAR_CATEGORIES as readonly string[]).includes(value);
}

export function carSearchInput(filters: CarFilterValues): CarSearchRequest {
  return {
    pickupLocation: filters.pickupLocation.trim() || undefined,
    dropoffLocation: filters.dropoffLocation || undefined,
    pickupDate: filters.pickupDate,
    returnDate: filters.returnDate,
    category: filters.category || undefined,
  };
}
