// The brand of the requesting host, and the tour packages of the home screen.
import { z } from 'zod';
import { ZDomainContext } from '../../../shared/schemas/branding';
import { ZPopularDestination, ZTourDeparture, ZTourDeparturesRequest, ZTourListRequest, ZTourPackage } from '../../../shared/schemas/tours';
import { get } from '../binding';

export const tourRoutes = [
  get('/domain-context', {
    tag: 'Branding',
    summary: 'Brand for the requesting host',
    output: ZDomainContext,
    call: (api) => api.branding.domainContext(),
  }),
  get('/tour-packages', {
    tag: 'Tours',
    summary: 'List tour packages',
    description: 'Every package, each with its first departure on or after `date` (default today) that has places left, and how many.',
    input: ZTourListRequest,
    output: z.array(ZTourPackage),
    call: (api, input) => api.tours.list(input),
  }),
  get('/popular-destinations', {
    tag: 'Tours',
    summary: 'Popular destinations with their from-prices',
    output: z.array(ZPopularDestination),
    call: (api) => api.tours.popularDestinations(),
  }),
  get('/tour-packages/:id/departures', {
    tag: 'Tours',
    summary: "A tour package's departures with their places left",
    input: ZTourDeparturesRequest,
    output: z.array(ZTourDeparture),
    call: (api, input) => api.tours.departures(input),
  }),
];
