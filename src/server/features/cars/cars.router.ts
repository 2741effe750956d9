import { z } from 'zod';
import { ZCar, ZCarLocation, ZCarRequest, ZCarSearchRequest } from '../../../shared/schemas/cars';
import { publicProcedure, router } from '../../trpc/init';
import { getCar, listCarLocations, searchCars } from './cars.service';

const list = publicProcedure
  .meta({
    summary: 'List rental cars',
    description:
      'Cars with at least one unit free on every day from pickupDate to returnDate (default: one day from today) ' +
      "at the locations matching pickupLocation. dropoffLocation: 'Same Location' or a location of the same country " +
      '(one-way fee). Ordered by location, then price.',
  })
  .input(ZCarSearchRequest.optional())
  .output(z.array(ZCar))
  .query(({ ctx, input }) => searchCars(ctx.em, input ?? {}));

const get = publicProcedure
  .meta({ summary: 'One rental car with its free units for a rental' })
  .input(ZCarRequest)
  .output(ZCar)
  .query(({ ctx, input }) => getCar(ctx.em, input.id, input.pickupDate, input.returnDate, input.dropoffLocation));

const locations = publicProcedure
  .meta({ summary: 'Car rental locations' })
  .output(z.array(ZCarLocation))
  .query(({ ctx }) => listCarLocations(ctx.em));

export const carsRouter = router({ list, get, locations });
