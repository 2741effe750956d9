// GET paths of the travel catalogue: hotels, flights, cars and the search across them.
import { z } from 'zod';
import { ZCar, ZCarLocation, ZCarRequest, ZCarSearchRequest } from '../../../shared/schemas/cars';
import { ZAirport, ZFlight, ZFlightRequest, ZFlightSearchRequest } from '../../../shared/schemas/flights';
import { ZHotel, ZHotelRequest, ZHotelSearchRequest } from '../../../shared/schemas/hotels';
import { ZSearchRequest, ZSearchResponse } from '../../../shared/schemas/search';
import { get, totalCountHeader } from '../binding';

const tag = 'Travel';

export const travelRoutes = [
  // The spec answers a plain list; the procedure answers a page, whose total travels in X-Total-Count.
  get('/hotels', {
    tag,
    summary: 'List hotels matching the filters',
    description:
      'Hotels with at least ceil(guests / 2) rooms free on every night from checkIn to checkOut (default: tonight), ' +
      'best rated first, then cheapest. rating n means rated n or better. Prices are in dollars. ' +
      'One page (page, limit); X-Total-Count gives the number over all pages.',
    input: ZHotelSearchRequest,
    output: z.array(ZHotel),
    responseHeaders: { 'X-Total-Count': totalCountHeader },
    call: (api, input) => api.hotels.search(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
  }),
  get('/hotels/:id', {
    tag,
    summary: 'One hotel with its free rooms for a stay',
    input: ZHotelRequest,
    output: ZHotel,
    call: (api, input) => api.hotels.get(input),
  }),
  get('/flights', {
    tag,
    summary: 'List flights',
    description:
      'Flights from → to departing on date (local; default today) with at least `passengers` seats left in `class` ' +
      '(default economy), earliest first. Each result is one flight in one class; its id is the itemId to book. ' +
      'One page (page, limit); X-Total-Count gives the number over all pages.',
    input: ZFlightSearchRequest,
    output: z.array(ZFlight),
    responseHeaders: { 'X-Total-Count': totalCountHeader },
    call: (api, input) => api.flights.search(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
  }),
  get('/flights/:id', {
    tag,
    summary: 'One flight in one class, with its seats left',
    input: ZFlightRequest,
    output: ZFlight,
    call: (api, input) => api.flights.get(input),
  }),
  get('/airports', {
    tag,
    summary: 'Airports served',
    output: z.array(ZAirport),
    call: (api) => api.flights.airports(),
  }),
  get('/cars', {
    tag,
    summary: 'List rental cars',
    description:
      'Cars with at least one unit free on every day from pickupDate to returnDate (default: one day from today) ' +
      "at the locations matching pickupLocation. dropoffLocation: 'Same Location' or a location of the same country " +
      '(one-way fee). Ordered by location, then price. One page (page, limit); X-Total-Count gives the number over all pages.',
    input: ZCarSearchRequest,
    output: z.array(ZCar),
    responseHeaders: { 'X-Total-Count': totalCountHeader },
    call: (api, input) => api.cars.list(input),
    respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
  }),
  get('/cars/:id', {
    tag,
    summary: 'One rental car with its free units for a rental',
    input: ZCarRequest,
    output: ZCar,
    call: (api, input) => api.cars.get(input),
  }),
  get('/car-locations', {
    tag,
    summary: 'Car rental locations',
    output: z.array(ZCarLocation),
    call: (api) => api.cars.locations(),
  }),
  get('/search', {
    tag,
    summary: 'Search hotels, flights, cars or tours',
    description:
      'type hotels (default): name or location; flights: destination city, airport or code, or "Dubai to Nairobi", on `date`; ' +
      'cars: location, brand, model or category; tours: name, location or description. Returns { type, query, total, results }.',
    input: ZSearchRequest,
    output: ZSearchResponse,
    call: (api, input) => api.search.find(input),
  }),
];
