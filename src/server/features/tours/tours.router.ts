import { z } from 'zod';
import { ZPopularDestination, ZTourPackage } from '../../../shared/schemas/tours';
import { publicProcedure, router } from '../../trpc/init';
import { listPopularDestinations, listTourPackages } from './tours.service';

const list = publicProcedure
  .meta({ summary: 'List tour packages' })
  .output(z.array(ZTourPackage))
  .query(({ ctx }) => listTourPackages(ctx.em));

const popularDestinations = publicProcedure
  .meta({ summary: 'Popular destinations with their from-prices' })
  .output(z.array(ZPopularDestination))
  .query(({ ctx }) => listPopularDestinations(ctx.em));

export const toursRouter = router({ list, popularDestinations });
