// The cars feature's public API (used by search and bookings). Anything else is internal.
export { getCar, listCarLocations, searchCars, type CarFilters } from './cars.service';
export { carInventory } from './car-inventory';
