import { z } from 'zod';
import { ZAmount } from './common';

export const ZTourPackage = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.string(),
  durationDays: z.number().int(),
  location: z.string(),
  description: z.string(),
  price: ZAmount,
  originalPrice: ZAmount,
  currency: z.string(),
  discountPercent: z.number().int(),
  images: z.array(z.string()),
});
export type TourPackage = z.infer<typeof ZTourPackage>;

export const ZPopularDestination = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  fromPrice: ZAmount,
  currency: z.string(),
  image: z.string(),
});
export type PopularDestination = z.infer<typeof ZPopularDestination>;
