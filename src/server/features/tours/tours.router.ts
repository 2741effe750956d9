import { z } from 'zod';
import { ZPopularDestination, ZTourDeparture, ZTourDeparturesRequest, ZTourListRequest, ZTourPackage } from '../../../shared/schemas/tours';
import { catalogueProcedure, router } from '../../trpc/init';
import { listPopularDestinations, listTourDepartures, listTourPackages } from './tours.service';

const list = catalogueProcedure
  .input(ZTourListRequest)
  .output(z.array(ZTourPackage))
  .query(({ ctx, input }) => listTourPackages(ctx.em, { date: input?.date }));

const popularDestinations = catalogueProcedure.output(z.array(ZPopularDestination)).query(({ ctx }) => listPopularDestinations(ctx.em));

const departures = catalogueProcedure
  .input(ZTourDeparturesRequest)
  .output(z.array(ZTourDeparture))
  .query(({ ctx, input }) => listTourDepartures(ctx.em, input.id, input.from, input.days));

export const toursRouter = router({ list, popularDestinations, departures });
