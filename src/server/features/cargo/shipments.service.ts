// Cargo shipments: creating one (signed in; the server prices it and refuses a price that
// differs), paying for it (a hold paid through POST /api/payments like any booking: only then
// does the carrier come), and tracking one by its number (public, rate-limited per client
// network, every instance counting together in PostgreSQL). The public sees the status, the
// timeline and the cities; the sender and staff see everything.
import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { CargoEvent, CargoShipment } from '@db/entities/cargo';
import { TaxiCity } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import { notFound } from '../../errors';
import { cargoPriceCents, formatDimensions, formatWeightKg, parseDimensions, parseWeightGrams, CARGO_RATE_PER_KG_CENTS } from '@shared/cargo-pricing';
import { amountToCents, centsToAmount, formatMoneyExact } from '@shared/money';
import {
  CARRIER_TIMELINE_ENDS,
  PICKUP_MAX_DAYS_AHEAD,
  type CargoShipment as CargoShipmentView,
  type CreateShipmentInput,
  type PublicShipment,
  type ShipmentPaymentStatus,
  type TrackedShipment,
} from '@shared/schemas/cargo';
import { normalizePlaceName } from '@shared/schemas/taxi';
import { travelToday } from '@shared/schemas/travel';
import { addDays } from '@shared/travel-calendar';
import { UNKNOWN_ORIGIN_COUNTRY, checkTrackingNumber, formatTrackingNumber, normalizeTrackingNumber } from '@shared/tracking-number';
import { fieldConflict, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import { scheduleJob } from '../../platform';
import { isStaff, type SessionUser } from '../auth';
import { clientSubject, takeHit, type RateLimitRule } from '../../core/throttle';
import type { Booking } from '@db/entities/booking';
import type { BookingStatus } from '@shared/booking-vocabulary';
import { assertHoldsLeft, effectiveStatus, holdLapsesIn, insertBooking, scheduleHoldReminder } from '../bookings';
import { advanceShipment, drawTransitSeconds, eventDelayMs, recordEvent, trackingPath } from './carrier';

const lookupRule = (config: AppConfig): RateLimitRule => ({
  name: 'cargo-lookup-ip',
  limit: config.CARGO_LOOKUPS_PER_IP_PER_MINUTE,
  windowSeconds: 60,
  message: () => t('cargo:tooManyLookups'),
});

const PAYMENT_STATUS_OF: Record<BookingStatus, ShipmentPaymentStatus> = { pending: 'unpaid', confirmed: 'paid', expired: 'lapsed', cancelled: 'cancelled' };

/** The public view: status, timeline and cities; each event placed in its end's city, never at an address. */
export async function toPublicView(em: EntityManager, shipment: CargoShipment): Promise<PublicShipment> {
  const events = await em.find(CargoEvent, { shipment: shipment.id }, { orderBy: { occurredAt: 'asc', id: 'asc' }, refresh: true });
  return {
    view: 'public',
    trackingNumber: shipment.trackingNumber,
    fromCity: shipment.fromCity,
    toCity: shipment.toCity,
    cargoType: shipment.cargoType,
    status: shipment.status,
    createdAt: shipment.createdAt.toISOString(),
    estimatedDelivery: shipment.estimatedDelivery.toISOString(),
    deliveredAt: shipment.deliveredAt ? shipment.deliveredAt.toISOString() : null,
    history: events.map((event) => ({
      kind: event.kind,
      title: t(`cargo:events.${event.kind}`),
      status: event.status,
      location: CARRIER_TIMELINE_ENDS[event.kind] === 'origin' ? shipment.fromCity : shipment.toCity,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}

/** The sender's (and staff's) view: everything, with the events where they happened. */
export async function toShipmentView(em: EntityManager, shipment: CargoShipment): Promise<CargoShipmentView> {
  const events = await em.find(CargoEvent, { shipment: shipment.id }, { orderBy: { occurredAt: 'asc', id: 'asc' }, refresh: true });
  const booking = await em.findOneOrFail(BookingEntity, shipment.booking.id, { refresh: true });
  const bookingStatus = effectiveStatus(booking);
  return {
    ...(await toPublicView(em, shipment)),
    view: 'sender',
    fromLocation: shipment.fromLocation,
    toLocation: shipment.toLocation,
    weight: formatWeightKg(shipment.weightGrams),
    dimensions: shipment.dimensions ?? null,
    currency: 'USD',
    price: centsToAmount(shipment.priceCents),
    bookingId: booking.id,
    paymentStatus: PAYMENT_STATUS_OF[bookingStatus as BookingStatus],
    holdExpiresAt: bookingStatus === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    sender:
      shipment.senderName && shipment.senderPhone && shipment.senderAddress
        ? { name: shipment.senderName, phone: shipment.senderPhone, address: shipment.senderAddress }
        : null,
    recipient:
      shipment.recipientName && shipment.recipientPhone && shipment.recipientAddress
        ? { name: shipment.recipientName, phone: shipment.recipientPhone, address: shipment.recipientAddress }
        : null,
    pickupDate: shipment.pickupDate ?? null,
    pickupSlot: shipment.pickupSlot ?? null,
    signedBy: shipment.signedBy ?? null,
    history: events.map((event) => ({
      kind: event.kind,
      title: t(`cargo:events.${event.kind}`),
      status: event.status,
      location: event.location,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}

/** The sender and staff see everything; anyone else (signed out included) the public view. */
export const maySeeEverything = (shipment: CargoShipment, viewer: SessionUser | null) => viewer !== null && (shipment.user.id === viewer.id || isStaff(viewer));

export async function viewFor(em: EntityManager, shipment: CargoShipment, viewer: SessionUser | null): Promise<TrackedShipment> {
  return maySeeEverything(shipment, viewer) ? toShipmentView(em, shipment) : toPublicView(em, shipment);
}

/**
 * The city a place names, all the public is shown of it: a served city it mentions, else its
 * last comma-separated part ('Ngong Road, Apartment 4B, Nairobi' → 'Nairobi'; 'Berlin').
 */
async function cityOf(em: EntityManager, place: string): Promise<string> {
  const words = ` ${normalizePlaceName(place)} `;
  const cities = await em.find(TaxiCity, {}, { orderBy: { id: 'asc' } });
  const served = cities.find((city) => words.includes(` ${normalizePlaceName(city.name)} `));
  if (served) return served.name;
  return (
    place
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop() ?? place
  );
}

/** The origin's country when it names a city we serve (or its country), else ZZ. */
async function originCountry(em: EntityManager, fromLocation: string): Promise<string> {
  const words = ` ${normalizePlaceName(fromLocation)} `;
  const cities = await em.find(TaxiCity, {}, { orderBy: { id: 'asc' } });
  const match =
    cities.find((city) => words.includes(` ${normalizePlaceName(city.name)} `)) ??
    cities.find((city) => words.includes(` ${normalizePlaceName(city.country)} `));
  return match?.countryCode ?? UNKNOWN_ORIGIN_COUNTRY;
}

export async function createShipment(em: EntityManager, config: AppConfig, user: SessionUser, input: CreateShipmentInput): Promise<CargoShipmentView> {
  const grams = parseWeightGrams(input.weight);
  if (grams === null) throw fieldError('weight', t('cargo:invalidWeight'));
  const priceCents = cargoPriceCents(grams, input.cargoType);
  if (amountToCents(input.price) !== priceCents) {
    const rate = formatMoneyExact(centsToAmount(CARGO_RATE_PER_KG_CENTS[input.cargoType]));
    throw fieldConflict(
      'price',
      t('cargo:priceMismatch', {
        price: formatMoneyExact(centsToAmount(priceCents)),
        sent: formatMoneyExact(centsToAmount(amountToCents(input.price))),
        weight: formatWeightKg(grams),
        rate,
        method: input.cargoType,
      }),
    );
  }
  const dimensions = input.dimensions ? parseDimensions(input.dimensions) : null;
  const lastPickupDay = addDays(today(), PICKUP_MAX_DAYS_AHEAD - 1);
  if (input.pickupDate && (input.pickupDate < today() || input.pickupDate > lastPickupDay))
    throw fieldError('pickupDate', t('cargo:pickupDateRange', { last: lastPickupDay }));
  const country = await originCountry(em, input.fromLocation);
  const transitSeconds = drawTransitSeconds(input.cargoType);
  const scale = config.CARGO_TIME_SCALE;
  const shipmentId = randomUUID();

  const [fromCity, toCity] = [await cityOf(em, input.fromLocation), await cityOf(em, input.toLocation)];

  const trackingNumber = await em.transactional(async (tx) => {
    // An unpaid shipment is a hold like any other: it counts against the traveller's unpaid holds.
    await assertHoldsLeft(tx, user.id);
    const now = new Date();
    const estimatedDelivery = new Date(now.getTime() + eventDelayMs('delivered', transitSeconds, scale));
    const price = centsToAmount(priceCents);
    const weight = formatWeightKg(grams);
    for (;;) {
      const number = formatTrackingNumber(String(randomInt(0, 1_000_000_000)).padStart(9, '0'), country);
      // A number drawn twice (1 in a billion) must not abort the transaction: draw again.
      if ((await tx.count(CargoShipment, { trackingNumber: number })) > 0) continue;
      const booking = await insertBooking(tx, {
        user: user.id,
        type: 'cargo',
        status: 'pending',
        itemId: shipmentId,
        startDate: today(),
        endDate: travelToday(estimatedDelivery),
        quantity: 1,
        subtotalCents: priceCents,
        discountCents: 0,
        totalCents: priceCents,
        currency: 'USD',
        offerCode: null,
        bookingDetails: {
          itemName: `Cargo ${number}: ${input.fromLocation} → ${input.toLocation}`,
          image: null,
          location: `${input.fromLocation} → ${input.toLocation}`,
          startDate: today(),
          endDate: travelToday(estimatedDelivery),
          quantity: 1,
          quantityLabel: `${weight} kg`,
          unitPrice: price,
          unitLabel: 'per shipment',
          lines: [
            { label: `${weight} kg × ${formatMoneyExact(centsToAmount(CARGO_RATE_PER_KG_CENTS[input.cargoType]))} per kg (${input.cargoType})`, amount: price },
          ],
          category: input.cargoType,
          detailPath: trackingPath(number),
        },
        holdExpiresAt: holdLapsesIn(config.BOOKING_HOLD_MINUTES),
      });
      const shipment = tx.create(CargoShipment, {
        id: shipmentId,
        trackingNumber: number,
        user: user.id,
        booking: booking.id,
        fromLocation: input.fromLocation,
        toLocation: input.toLocation,
        fromCity,
        toCity,
        senderName: input.sender?.name ?? null,
        senderPhone: input.sender?.phone ?? null,
        senderAddress: input.sender?.address ?? null,
        recipientName: input.recipient?.name ?? null,
        recipientPhone: input.recipient?.phone ?? null,
        recipientAddress: input.recipient?.address ?? null,
        pickupDate: input.pickupDate ?? null,
        pickupSlot: input.pickupSlot ?? null,
        weightGrams: grams,
        dimensions: dimensions ? formatDimensions(dimensions) : null,
        cargoType: input.cargoType,
        currency: 'USD',
        priceCents,
        status: 'pending',
        transitSeconds,
        createdAt: now,
        estimatedDelivery,
      });
      await tx.flush();
      await recordEvent(tx, shipment, 'created', now);
      await scheduleHoldReminder(tx, booking.id, config.BOOKING_HOLD_MINUTES);
      return number;
    }
  });
  return toShipmentView(em, await em.findOneOrFail(CargoShipment, { trackingNumber }, { refresh: true }));
}

/** A tracking number as typed, checked: 400 when it is not one of ours or its check digit is off. */
export function parseTrackingNumber(text: string): string {
  const number = normalizeTrackingNumber(text);
  const check = checkTrackingNumber(number);
  if (check === 'format') throw fieldError('trackingNumber', t('cargo:badFormat'));
  if (check === 'checkDigit') throw fieldError('trackingNumber', t('cargo:badCheckDigit'));
  return number;
}

/** Public: any valid number's shipment, one look-up counted against the client's network. */
export async function findShipmentForLookup(em: EntityManager, config: AppConfig, ip: string, text: string): Promise<CargoShipment> {
  await takeHit(em, lookupRule(config), clientSubject(ip));
  const number = parseTrackingNumber(text);
  const shipment = await em.findOne(CargoShipment, { trackingNumber: number }, { refresh: true });
  if (!shipment) throw notFound(t('cargo:notFound'));
  return shipment;
}

export async function trackShipment(em: EntityManager, config: AppConfig, ip: string, text: string, viewer: SessionUser | null): Promise<TrackedShipment> {
  return viewFor(em, await findShipmentForLookup(em, config, ip, text), viewer);
}

/**
 * The shipment was paid (inside the paying transaction, the booking locked): the carrier is
 * called now. Its first step runs at the moment of payment, so the pickup, the transit and the
 * delivery estimate all count from the payment (carrier.ts).
 */
export async function startCarrierOnPayment(tx: EntityManager, booking: Booking): Promise<void> {
  const shipment = await tx.findOne(CargoShipment, { booking: booking.id }, { refresh: true });
  if (!shipment) return;
  await scheduleJob(tx, advanceShipment, {
    runAt: booking.confirmedAt ?? new Date(),
    payload: { shipmentId: shipment.id, kind: 'created' as const },
    key: `shipment:${shipment.id}:created`,
  });
}
