// How a tour booking holds places: one conditional UPDATE on the tour_departure row of its date.
import { TourDeparture } from '@db/entities/tour-departure';
import { TourPackage } from '@db/entities/tour-package';
import { notFound } from '../../errors';
import { addDays } from '@shared/schemas/travel';
import { fieldError } from '../../core/catalogue-query';
import { assertBookableDate } from '../../core/travel-calendar';
import { releaseCountedUnits, takeCountedUnits, type CountedLedger } from '../../core/inventory/ledgers';
import type { InventoryHandler } from '../../core/inventory/registry';
import { photosOf } from '../../core/photos';
import { tourImage } from '@shared/tour-images';
import { t } from '../../core/i18n';
import { itemCancellationTerms } from '../../core/cancellation-terms';

const TOUR_PLACES: CountedLedger<TourDeparture> = { entity: TourDeparture, unit: 'place' };

export const tourInventory: InventoryHandler = {
  type: 'tour',

  async reserve(tx, request, today) {
    // Drafts and unpublished packages cannot be booked (bookings made before stay valid).
    const tour = await tx.findOne(TourPackage, { id: request.itemId, status: 'published' });
    if (!tour) throw notFound(t('errors:notFound.tour'));
    const [cover] = await photosOf(tx, 'tour', tour.id);
    const date = request.startDate;
    if (!date) throw fieldError('startDate', t('errors:dates.departureRequired'));
    assertBookableDate('startDate', date, today);
    const departure = await tx.findOne(TourDeparture, { tour: tour.id, departureDate: date });
    if (!departure) throw fieldError('startDate', t('errors:tours.noSuchDeparture'));
    return {
      itemId: tour.id,
      startDate: date,
      endDate: addDays(date, tour.durationDays - 1),
      quantity: request.quantity,
      unitCents: tour.priceCents,
      periods: 1,
      fees: [],
      details: {
        itemName: tour.name,
        image: cover?.src ?? tourImage(tour),
        location: tour.location,
        days: tour.durationDays,
        tourDuration: tour.duration,
        ...itemCancellationTerms('tour', tour.cancellationPolicy, date),
      },
      take: () => takeCountedUnits(tx, TOUR_PLACES, departure.id, request.quantity, () => t('errors:stock.where.onDeparture')),
    };
  },

  async release(tx, held) {
    if (!held.startDate) return;
    const departure = await tx.findOne(TourDeparture, { tour: held.itemId, departureDate: held.startDate });
    if (departure) await releaseCountedUnits(tx, TOUR_PLACES, departure.id, held.quantity);
  },
};
