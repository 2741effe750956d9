import { z } from 'zod';
import { ZCar, ZCarLocation, ZCarPage, ZCarRequest, ZCarSearchRequest } from '../../../shared/schemas/cars';
import { publicProcedure, router } from '../../trpc/init';
import { getCar, listCarLocations, searchCars } from './cars.service';

const list = publicProcedure
  .input(ZCarSearchRequest.optional())
  .output(ZCarPage)
  .query(({ ctx, input }) => searchCars(ctx.em, input ?? {}));

const get = publicProcedure
  .input(ZCarRequest)
  .output(ZCar)
  .query(({ ctx, input }) => getCar(ctx.em, input.id, input.pickupDate, input.returnDate, input.dropoffLocation));

const locations = publicProcedure.output(z.array(ZCarLocation)).query(({ ctx }) => listCarLocations(ctx.em));

export const carsRouter = router({ list, get, locations });
