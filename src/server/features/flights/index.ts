// The flights feature's public API (used by search and bookings). Anything else is internal.
export { getFlight, listAirports, listFlights, matchAirports, searchFlights, type FlightFilters } from './flights.service';
export { flightInventory } from './flight-inventory';
