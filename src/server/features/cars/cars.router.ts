import { z } from 'zod';
import { ZCar, ZCarLocation, ZCarPage, ZCarRequest, ZCarSearchRequest } from '../../../shared/schemas/cars';
import { catalogueProcedure, router } from '../../trpc/init';
import { getCar, listCarLocations, searchCars } from './cars.service';

const list = catalogueProcedure
  .input(ZCarSearchRequest.optional())
  .output(ZCarPage)
  .query(({ ctx, input }) => searchCars(ctx.em, input ?? {}));

const get = catalogueProcedure
  .input(ZCarRequest)
  .output(ZCar)
  .query(({ ctx, input }) => getCar(ctx.em, input.id, input.pickupDate, input.returnDate, input.dropoffLocation));

const locations = catalogueProcedure.output(z.array(ZCarLocation)).query(({ ctx }) => listCarLocations(ctx.em));

export const carsRouter = router({ list, get, locations });
