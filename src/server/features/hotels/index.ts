// The hotels feature's public API: what other features (search, bookings) and tools (bench/)
// may use. Anything not exported here is internal to hotels.
export { getHotel, hotelSearchPlan, searchHotels, type HotelFilters } from './hotels.service';
export { hotelSearchSql } from './hotel-availability';
export { hotelInventory } from './hotel-inventory';
