// How a car booking holds cars: the car model's row is locked (bookings of one model queue
// up), then every day of the rental is taken from the car_day ledger in one conditional UPDATE.
import { LockMode } from '@mikro-orm/core';
import { Car, CarDay, CarLocation } from '@db/entities/car';
import { notFound } from '../../errors';
import { ONE_WAY_FEE_CENTS, SAME_LOCATION } from '@shared/schemas/cars';
import { MAX_RENTAL_DAYS, addDays, daysBetween, rentalDays } from '@shared/schemas/travel';
import { fieldError } from '../../core/catalogue-query';
import { assertBookableDate } from '../../core/travel-calendar';
import { releaseDatedUnits, takeDatedUnits, type DatedLedger } from '../../core/inventory/ledgers';
import type { InventoryHandler } from '../../core/inventory/registry';
import { resolveDropoff } from './cars.service';
import { photosOf } from '../../core/photos';
import { itemCancellationTerms } from '../../core/cancellation-terms';
import { t } from '../../core/i18n';

const CAR_DAYS: DatedLedger<CarDay> = { entity: CarDay, itemProperty: 'car', dateProperty: 'day', unit: 'car' };

export const carInventory: InventoryHandler = {
  type: 'car',

  async reserve(tx, request, today) {
    // Only the car row is locked: joining its location in the same statement would lock the
    // location too and make every booking at that location queue up.
    const car = await tx.findOne(Car, request.itemId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!car) throw notFound(t('errors:notFound.car'));
    const location = await tx.findOneOrFail(CarLocation, car.location.id);
    const pickup = request.startDate;
    const dropoffDate = request.endDate;
    if (!pickup) throw fieldError('startDate', t('errors:dates.pickupRequired'));
    if (!dropoffDate) throw fieldError('endDate', t('errors:dates.returnRequired'));
    assertBookableDate('startDate', pickup, today);
    const span = daysBetween(pickup, dropoffDate);
    if (span < 0) throw fieldError('endDate', t('errors:dates.returnBeforePickup'));
    if (span > MAX_RENTAL_DAYS) throw fieldError('endDate', t('errors:dates.rentalLimit', { count: MAX_RENTAL_DAYS }));
    const days = rentalDays(pickup, dropoffDate);
    const dropoff = await resolveDropoff(tx, request.dropoffLocation);
    if (dropoff && dropoff.country !== location.country) throw fieldError('dropoffLocation', t('errors:cars.dropoffCountry', { country: location.country }));
    const oneWay = dropoff !== null && dropoff.id !== location.id;
    return {
      itemId: car.id,
      startDate: pickup,
      endDate: dropoffDate,
      quantity: request.quantity,
      unitCents: car.pricePerDayCents,
      periods: days,
      fees: oneWay ? [{ fee: 'oneWay', place: dropoff.name, label: `One-way fee (drop-off at ${dropoff.name})`, centsPerUnit: ONE_WAY_FEE_CENTS }] : [],
      details: {
        itemName: `${car.brand} ${car.model}`,
        image: (await photosOf(tx, 'car', car.id))[0]?.src ?? car.images[0] ?? null,
        location: location.name,
        days,
        pickupLocation: location.name,
        dropoffLocation: oneWay ? dropoff.name : SAME_LOCATION,
        category: car.category,
        ...itemCancellationTerms('car', car.cancellationPolicy, pickup),
      },
      take: () => takeDatedUnits(tx, CAR_DAYS, { id: car.id, capacity: car.units }, { from: pickup, count: days }, request.quantity),
    };
  },

  async release(tx, held) {
    if (!held.startDate || !held.endDate) return;
    // The days a car booking occupies: pickup up to (not including) return; a same-day return is one day.
    const until = addDays(held.startDate, rentalDays(held.startDate, held.endDate));
    await releaseDatedUnits(tx, CAR_DAYS, held.itemId, { from: held.startDate, until }, held.quantity);
  },
};
