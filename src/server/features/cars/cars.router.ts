import { z } from 'zod';
import { ZCar, ZCarLocation, ZCarPage, ZCarRequest, ZCarSearchRequest } from '@shared/schemas/cars';
import { catalogueProcedure, router } from '../../trpc/init';
import { BOOKABLE_DATE_RULE } from '../../trpc/meta';
import { getCar, listCarLocations, searchCars } from './cars.service';

/** Where a car may be returned, beyond what its schema says. */
const DROPOFF_RULE = "'Same Location' or the name of a rental location in the pickup location's country (GET /api/car-locations)";

const list = catalogueProcedure
  .meta({
    summary: 'List rental cars',
    description:
      'Cars with at least one unit free on every day from pickupDate to returnDate (default: one day from today) ' +
      "at the locations matching pickupLocation. dropoffLocation: 'Same Location' or a location of the same country " +
      '(one-way fee). Ordered by location, then price (sort: price or price_desc orders by price only). One page (page, limit); X-Total-Count gives the number over all pages.',
    rest: {
      method: 'get',
      path: '/cars',
      tag: 'Travel',
      inputRules: {
        pickupDate: `${BOOKABLE_DATE_RULE}; given whenever returnDate is`,
        returnDate: 'on or after pickupDate, at most 30 days later',
        dropoffLocation: DROPOFF_RULE,
      },
    },
  })
  .input(ZCarSearchRequest.optional())
  .output(ZCarPage)
  .query(({ ctx, input }) => searchCars(ctx.em, input ?? {}));

const get = catalogueProcedure
  .meta({
    summary: 'One rental car with its free units for a rental',
    rest: {
      method: 'get',
      path: '/cars/:id',
      tag: 'Travel',
      inputRules: {
        pickupDate: `${BOOKABLE_DATE_RULE}; given whenever returnDate is`,
        returnDate: 'on or after pickupDate, at most 30 days later',
        dropoffLocation: DROPOFF_RULE,
      },
    },
  })
  .input(ZCarRequest)
  .output(ZCar)
  .query(({ ctx, input }) => getCar(ctx.em, input.id, input.pickupDate, input.returnDate, input.dropoffLocation));

const locations = catalogueProcedure
  .meta({
    summary: 'Car rental locations',
    rest: { method: 'get', path: '/car-locations', tag: 'Travel' },
  })
  .output(z.array(ZCarLocation))
  .query(({ ctx }) => listCarLocations(ctx.em));

export const carsRouter = router({ list, get, locations });
