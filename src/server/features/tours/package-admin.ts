// The package manager (Add Package): staff create and edit tour packages, publish
// and unpublish them, and publish departures with their places. Every change is written with
// its audit event in one transaction. Travellers only ever see published packages
// (tour-availability.ts, tours.service.ts, tour-inventory.ts).
import { randomBytes } from 'node:crypto';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TourDeparture } from '@db/entities/tour-departure';
import { TourPackage } from '@db/entities/tour-package';
import { amountToCents, centsToAmount } from '@shared/money';
import {
  tourDurationLabel,
  type DepartureAdmin,
  type TourAdmin,
  type TourAdminSummary,
  type TourPackageFields,
  type TourStatus,
} from '@shared/schemas/tour-admin';
import { tourImage } from '@shared/tour-images';
import { conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { changedFields, recordAudit, type AuditActor } from '../../core/audit';
import { photosByOwner, photosOf } from '../../core/photos';
import { assertBookableDate, today } from '../../core/travel-calendar';
import { fieldError } from '../../core/catalogue-query';
import { originalPriceCents } from './tours.service';
import { mergeTranslations } from '@shared/catalogue-translations';

const TRANSLATED_TOUR_FIELDS = ['name', 'description'] as const;

/** The package as the audit trail records it. */
function snapshot(tour: TourPackage) {
  return {
    name: tour.name,
    location: tour.location,
    durationDays: tour.durationDays,
    price: centsToAmount(tour.priceCents),
    discountPercent: tour.discountPercent,
    description: tour.description,
    translations: mergeTranslations(tour.translations, undefined, TRANSLATED_TOUR_FIELDS),
    status: tour.status,
  };
}

function toDepartureAdmin(departure: TourDeparture): DepartureAdmin {
  return { id: departure.id, date: departure.departureDate, capacity: departure.capacity, booked: departure.booked };
}

function baseDto(tour: TourPackage, photos: TourAdmin['photos']) {
  return {
    id: tour.id,
    name: tour.name,
    location: tour.location,
    durationDays: tour.durationDays,
    duration: tour.duration,
    price: centsToAmount(tour.priceCents),
    originalPrice: centsToAmount(originalPriceCents(tour.priceCents, tour.discountPercent)),
    currency: tour.currency,
    discountPercent: tour.discountPercent,
    status: tour.status,
    image: tourImage({ id: tour.id, images: tour.images, photos }),
    updatedAt: tour.updatedAt ? tour.updatedAt.toISOString() : null,
  };
}

async function packageOrFail(em: EntityManager, id: string, lock = false): Promise<TourPackage> {
  const tour = await em.findOne(TourPackage, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { refresh: true });
  if (!tour) throw notFound(t('backoffice:tour.notFound'));
  return tour;
}

/** Every package, drafts included, in catalogue order, with its next departure and photo count. */
export async function listPackagesForStaff(em: EntityManager): Promise<TourAdminSummary[]> {
  const tours = await em.find(TourPackage, {}, { orderBy: { sortOrder: 'asc', id: 'asc' }, refresh: true });
  const ahead = await em
    .createQueryBuilder(TourDeparture, 'd')
    .select(['d.tour', raw('min(d.departure_date) as next_departure'), raw('count(*)::int as departures')])
    .where({ departureDate: { $gte: today() } })
    .groupBy('d.tour')
    .execute<{ tour_id: string; next_departure: string; departures: number }[]>('all', false);
  const departures = new Map(ahead.map((row) => [row.tour_id, row]));
  const photos = await photosByOwner(
    em,
    'tour',
    tours.map((tour) => tour.id),
  );
  return tours.map((tour) => {
    const tourPhotos = photos.get(tour.id) ?? [];
    return {
      ...baseDto(tour, tourPhotos),
      nextDeparture: departures.get(tour.id)?.next_departure ?? null,
      departuresAhead: departures.get(tour.id)?.departures ?? 0,
      photoCount: tourPhotos.length,
    };
  });
}

/** One package with its photos and its departures from today on. */
export async function getPackageForStaff(em: EntityManager, id: string): Promise<TourAdmin> {
  const tour = await packageOrFail(em, id);
  const photos = await photosOf(em, 'tour', tour.id);
  const departures = await em.find(TourDeparture, { tour: tour.id, departureDate: { $gte: today() } }, { orderBy: { departureDate: 'asc' }, refresh: true });
  const translations = mergeTranslations(tour.translations, undefined, TRANSLATED_TOUR_FIELDS);
  return {
    ...baseDto(tour, photos),
    description: tour.description,
    translations: { sw: translations?.sw ?? {}, ar: translations?.ar ?? {} },
    photos,
    departures: departures.map(toDepartureAdmin),
  };
}

function applyFields(
  tour: Pick<TourPackage, 'name' | 'location' | 'durationDays' | 'duration' | 'priceCents' | 'discountPercent' | 'description' | 'translations'>,
  fields: TourPackageFields,
) {
  tour.name = fields.name;
  tour.location = fields.location;
  tour.durationDays = fields.durationDays;
  tour.duration = tourDurationLabel(fields.durationDays);
  tour.priceCents = amountToCents(fields.price);
  tour.discountPercent = fields.discountPercent;
  tour.description = fields.description;
  tour.translations = mergeTranslations(tour.translations, fields.translations, TRANSLATED_TOUR_FIELDS);
}

/** A new package starts as a draft: staff add photos and departures, then publish it. */
export async function createPackage(em: EntityManager, actor: AuditActor, fields: TourPackageFields): Promise<TourAdmin> {
  const id = `tour-${randomBytes(4).toString('hex')}`;
  await em.transactional(async (tx) => {
    const [last] = await tx.find(TourPackage, {}, { orderBy: { sortOrder: 'desc' }, limit: 1, fields: ['sortOrder'] });
    const tour = tx.create(TourPackage, {
      id,
      name: '',
      duration: '',
      durationDays: 1,
      location: '',
      description: '',
      priceCents: 0,
      currency: 'USD',
      discountPercent: 0,
      images: [],
      featured: true,
      sortOrder: (last?.sortOrder ?? 0) + 1,
      status: 'draft',
      updatedAt: new Date(),
    });
    applyFields(tour, fields);
    await tx.flush();
    await recordAudit(tx, actor, { action: 'tour.create', itemType: 'tour', itemId: id, itemLabel: tour.name, before: null, after: snapshot(tour) });
  });
  return getPackageForStaff(em, id);
}

export async function updatePackage(em: EntityManager, actor: AuditActor, id: string, fields: TourPackageFields): Promise<TourAdmin> {
  await em.transactional(async (tx) => {
    const tour = await packageOrFail(tx, id, true);
    const before = snapshot(tour);
    applyFields(tour, fields);
    const change = changedFields(before, snapshot(tour));
    if (!change) return;
    tour.updatedAt = new Date();
    await tx.flush();
    await recordAudit(tx, actor, { action: 'tour.update', itemType: 'tour', itemId: id, itemLabel: tour.name, ...change });
  });
  return getPackageForStaff(em, id);
}

/** Published: listed in Featured Deals and search, and bookable. Unpublished: hidden; bookings made stay valid. */
export async function setPackageStatus(em: EntityManager, actor: AuditActor, id: string, status: TourStatus): Promise<TourAdmin> {
  await em.transactional(async (tx) => {
    const tour = await packageOrFail(tx, id, true);
    if (tour.status === status) return;
    const before = tour.status;
    tour.status = status;
    tour.updatedAt = new Date();
    await tx.flush();
    await recordAudit(tx, actor, {
      action: status === 'published' ? 'tour.publish' : 'tour.unpublish',
      itemType: 'tour',
      itemId: id,
      itemLabel: tour.name,
      before: { status: before },
      after: { status },
    });
  });
  return getPackageForStaff(em, id);
}

async function departureOrFail(em: EntityManager, id: string): Promise<TourDeparture> {
  const departure = await em.findOne(TourDeparture, id, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['tour'] });
  if (!departure) throw notFound(t('backoffice:departure.notFound'));
  return departure;
}

export async function addDeparture(em: EntityManager, actor: AuditActor, input: { tourId: string; date: string; capacity: number }): Promise<TourAdmin> {
  assertBookableDate('date', input.date);
  await em.transactional(async (tx) => {
    const tour = await packageOrFail(tx, input.tourId, true);
    const id = `${tour.id}-${input.date.replaceAll('-', '')}`;
    const existing = await tx.findOne(TourDeparture, { tour: tour.id, departureDate: input.date });
    if (existing) throw conflict(t('backoffice:departure.exists', { date: input.date }), 'date');
    await tx.insert(TourDeparture, { id, tour: tour.id, departureDate: input.date, capacity: input.capacity, booked: 0 });
    tour.updatedAt = new Date();
    await recordAudit(tx, actor, {
      action: 'departure.add',
      itemType: 'tour',
      itemId: tour.id,
      itemLabel: tour.name,
      before: null,
      after: { date: input.date, capacity: input.capacity },
    });
  });
  return getPackageForStaff(em, input.tourId);
}

/** Places can go down only to what is already booked. */
export async function updateDeparture(em: EntityManager, actor: AuditActor, input: { id: string; capacity: number }): Promise<TourAdmin> {
  const tourId = await em.transactional(async (tx) => {
    const departure = await departureOrFail(tx, input.id);
    if (departure.departureDate < today()) throw conflict(t('backoffice:departure.past'), 'id');
    if (input.capacity < departure.booked) throw fieldError('capacity', t('backoffice:departure.belowBooked', { count: departure.booked }));
    if (input.capacity !== departure.capacity) {
      const before = departure.capacity;
      departure.capacity = input.capacity;
      departure.tour.updatedAt = new Date();
      await tx.flush();
      await recordAudit(tx, actor, {
        action: 'departure.update',
        itemType: 'tour',
        itemId: departure.tour.id,
        itemLabel: departure.tour.name,
        before: { date: departure.departureDate, capacity: before },
        after: { date: departure.departureDate, capacity: input.capacity },
      });
    }
    return departure.tour.id;
  });
  return getPackageForStaff(em, tourId);
}

/** Only a departure nobody has booked (or holds) can go. */
export async function removeDeparture(em: EntityManager, actor: AuditActor, id: string): Promise<TourAdmin> {
  const tourId = await em.transactional(async (tx) => {
    const departure = await departureOrFail(tx, id);
    if (departure.departureDate < today()) throw conflict(t('backoffice:departure.past'), 'id');
    if (departure.booked > 0) throw conflict(t('backoffice:departure.hasBookings', { count: departure.booked }), 'id');
    const tour = departure.tour;
    await tx.nativeDelete(TourDeparture, { id });
    tour.updatedAt = new Date();
    await recordAudit(tx, actor, {
      action: 'departure.remove',
      itemType: 'tour',
      itemId: tour.id,
      itemLabel: tour.name,
      before: { date: departure.departureDate, capacity: departure.capacity },
      after: null,
    });
    return tour.id;
  });
  return getPackageForStaff(em, tourId);
}
