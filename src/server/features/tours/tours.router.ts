import { z } from 'zod';
import { ZPopularDestination, ZTourDeparture, ZTourDeparturesRequest, ZTourListRequest, ZTourPackage } from '../../../shared/schemas/tours';
import { publicProcedure, router } from '../../trpc/init';
import { listPopularDestinations, listTourDepartures, listTourPackages } from './tours.service';

const list = publicProcedure
  .meta({
    summary: 'List tour packages',
    description: 'Every package, each with its first departure on or after `date` (default today) that has places left, and how many.',
  })
  .input(ZTourListRequest)
  .output(z.array(ZTourPackage))
  .query(({ ctx, input }) => listTourPackages(ctx.em, { date: input?.date }));

const popularDestinations = publicProcedure
  .meta({ summary: 'Popular destinations with their from-prices' })
  .output(z.array(ZPopularDestination))
  .query(({ ctx }) => listPopularDestinations(ctx.em));

const departures = publicProcedure
  .meta({ summary: "A tour package's departures with their places left" })
  .input(ZTourDeparturesRequest)
  .output(z.array(ZTourDeparture))
  .query(({ ctx, input }) => listTourDepartures(ctx.em, input.id, input.from, input.days));

export const toursRouter = router({ list, popularDestinations, departures });
