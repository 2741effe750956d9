// How a hotel booking holds rooms: the hotel row is locked (bookings of one hotel queue up),
// then every night of the stay is taken from the hotel_night ledger in one conditional UPDATE.
import { LockMode } from '@mikro-orm/core';
import { Hotel, HotelNight } from '@db/entities/hotel';
import { notFound } from '../../errors';
import { MAX_STAY_NIGHTS, daysBetween } from '@shared/schemas/travel';
import { fieldError } from '../../core/catalogue-query';
import { assertBookableDate } from '../../core/travel-calendar';
import { releaseDatedUnits, takeDatedUnits, type DatedLedger } from '../../core/inventory/ledgers';
import type { InventoryHandler } from '../../core/inventory/registry';
import { photosOf } from '../../core/photos';
import { t } from '../../core/i18n';
import { itemCancellationTerms } from '../../core/cancellation-terms';

const HOTEL_NIGHTS: DatedLedger<HotelNight> = { entity: HotelNight, itemProperty: 'hotel', dateProperty: 'night', unit: 'room' };

export const hotelInventory: InventoryHandler = {
  type: 'hotel',

  async reserve(tx, request, today) {
    const hotel = await tx.findOne(Hotel, request.itemId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!hotel) throw notFound(t('errors:notFound.hotel'));
    const checkIn = request.startDate;
    const checkOut = request.endDate;
    if (!checkIn) throw fieldError('startDate', t('errors:dates.checkInRequired'));
    if (!checkOut) throw fieldError('endDate', t('errors:dates.checkOutRequired'));
    assertBookableDate('startDate', checkIn, today);
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) throw fieldError('endDate', t('errors:dates.checkOutAfterCheckIn'));
    if (nights > MAX_STAY_NIGHTS) throw fieldError('endDate', t('errors:dates.stayLimit', { count: MAX_STAY_NIGHTS }));
    return {
      itemId: hotel.id,
      startDate: checkIn,
      endDate: checkOut,
      quantity: request.quantity,
      unitCents: hotel.pricePerNightCents,
      periods: nights,
      fees: [],
      details: {
        itemName: hotel.name,
        image: (await photosOf(tx, 'hotel', hotel.id))[0]?.src ?? hotel.images[0] ?? null,
        location: hotel.location,
        nights,
        ...itemCancellationTerms('hotel', hotel.cancellationPolicy, checkIn),
      },
      take: () => takeDatedUnits(tx, HOTEL_NIGHTS, { id: hotel.id, capacity: hotel.rooms }, { from: checkIn, count: nights }, request.quantity),
    };
  },

  async release(tx, held) {
    if (!held.startDate || !held.endDate) return;
    await releaseDatedUnits(tx, HOTEL_NIGHTS, held.itemId, { from: held.startDate, until: held.endDate }, held.quantity);
  },
};
