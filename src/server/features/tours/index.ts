// The tours feature's public API (used by search and bookings) and what bench/ measures.
export { listPopularDestinations, listTourDepartures, listTourPackages } from './tours.service';
export { tourListSql } from './tour-availability';
export { tourInventory } from './tour-inventory';
