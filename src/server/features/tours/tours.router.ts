import { z } from 'zod';
import {
  ZPopularDestination,
  ZTourDeparture,
  ZTourDeparturesRequest,
  ZTourListRequest,
  ZTourPackage,
  ZTourPackageDetail,
  ZTourPackageRequest,
} from '@shared/schemas/tours';
import { catalogueProcedure, router } from '../../trpc/init';
import { BOOKABLE_DATE_RULE } from '../../trpc/meta';
import { getTourPackage, listPopularDestinations, listTourDepartures, listTourPackages } from './tours.service';

const list = catalogueProcedure
  .meta({
    summary: 'List tour packages',
    description:
      'Every package, each with its first departure on or after `date` (default today) that has places left, and how many. ' +
      'Optional filters: query (name, location or description), region (a place in the location), minDays/maxDays, minPrice/maxPrice (dollars); ' +
      'sort: price, price_desc, rating (review average) or duration (default catalogue order).',
    rest: {
      method: 'get',
      path: '/tour-packages',
      tag: 'Tours',
      inputRules: {
        date: "today or later (the travel calendar's today, East Africa)",
        maxPrice: 'at least minPrice',
        maxDays: 'at least minDays',
      },
    },
  })
  .input(ZTourListRequest)
  .output(z.array(ZTourPackage))
  .query(({ ctx, input }) => {
    const { query, ...options } = input ?? {};
    return listTourPackages(ctx.em, { ...options, text: query, language: ctx.catalogueLanguage });
  });

const get = catalogueProcedure
  .meta({
    summary: 'One tour package for its page',
    description:
      'The package as the list gives it (its next departure on or after `date` with places left), with its day-by-day itinerary, ' +
      'what is included and excluded, and the meeting point. Empty lists: not written yet.',
    rest: { method: 'get', path: '/tour-packages/:id', tag: 'Tours', inputRules: { date: BOOKABLE_DATE_RULE } },
  })
  .input(ZTourPackageRequest)
  .output(ZTourPackageDetail)
  .query(({ ctx, input }) => getTourPackage(ctx.em, input.id, input.date, ctx.catalogueLanguage));

const popularDestinations = catalogueProcedure
  .meta({
    summary: 'Popular destinations with their from-prices',
    rest: { method: 'get', path: '/popular-destinations', tag: 'Tours' },
  })
  .output(z.array(ZPopularDestination))
  .query(({ ctx }) => listPopularDestinations(ctx.em));

const departures = catalogueProcedure
  .meta({
    summary: "A tour package's departures with their places left",
    rest: { method: 'get', path: '/tour-packages/:id/departures', tag: 'Tours', inputRules: { from: BOOKABLE_DATE_RULE } },
  })
  .input(ZTourDeparturesRequest)
  .output(z.array(ZTourDeparture))
  .query(({ ctx, input }) => listTourDepartures(ctx.em, input.id, input.from, input.days));

export const toursRouter = router({ list, get, popularDestinations, departures });
