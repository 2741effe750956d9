import type { CatalogueTranslations } from '@shared/catalogue-translations';
import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ITEM_CANCELLATION_POLICIES } from '@shared/cancellation-policy';
import { TOUR_STATUSES } from '@shared/schemas/tour-admin';
import type { TourItineraryDay } from '@shared/schemas/tours';

// Money is stored as integer minor units (cents); the API turns it into a decimal string.
// Staff manage packages in the back office (features/tours/package-admin.ts).
export const TourPackage = defineEntity({
  name: 'TourPackage',
  tableName: 'tour_package',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    duration: p.string(),
    durationDays: p.integer(),
    location: p.string(),
    description: p.text(),
    priceCents: p.integer(),
    currency: p.string().default('USD'),
    discountPercent: p.integer().default(0),
    images: p.json<string[]>(),
    featured: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** Drafts are staff-only; published packages are listed, searched and bookable. */
    status: p.enum([...TOUR_STATUSES]).default('published'),
    /** When staff last changed the package; the demo seed leaves such packages alone. */
    updatedAt: p.datetime().nullable(),
    /** What a cancellation refunds (src/shared/cancellation-policy.ts); bookings keep the one they were made under. */
    cancellationPolicy: p.enum([...ITEM_CANCELLATION_POLICIES]).default('free_48h_half'),
    /** Day by day, in order (the tour page); null: not written yet. */
    itinerary: p.json<TourItineraryDay[]>().nullable(),
    /** What the price includes and what it does not; null: not written yet. */
    included: p.json<string[]>().nullable(),
    excluded: p.json<string[]>().nullable(),
    /** Where travellers meet the guide on the first day. */
    meetingPoint: p.text().nullable(),
    /** The name (the deal's title) and description in Kiswahili and Arabic (src/shared/catalogue-translations.ts). */
    translations: p.json<CatalogueTranslations<'name' | 'description'>>().nullable(),
  }),
});
export type TourPackage = InferEntity<typeof TourPackage>;
