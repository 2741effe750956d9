// Who travels on a booking, as stored and as answered. A flight's passengers are checked against
// the route held (an international route needs each passenger's passport, valid at least
// PASSPORT_VALID_MONTHS_AFTER_TRIP months after the arrival date); a passport number is sealed
// with the app's secret box before it reaches the database and only its last four characters
// ever leave the server, masked. A tour names who takes each place, with dietary needs.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity, type StoredTravellers } from '@db/entities/booking';
import type { BookingDetails, CreateBookingInput } from '@shared/schemas/bookings';
import { PASSPORT_VALID_MONTHS_AFTER_TRIP, maskPassportNumber, type BookingTravellers, type RevealedPassport } from '@shared/schemas/travellers';
import { fieldError } from '../../core/catalogue-query';
import { openSecret, sealSecret } from '../../core/secret-box';
import { badRequest, notFound, type AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../../core/audit';
import { t } from '../../core/i18n';

/** `date` plus `months` calendar months ('2027-08-31' + 6 → '2028-02-29': the month's last day when shorter). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * What a booking stores of who travels, checked against what was held: `details` (a flight's
 * route) and `tripEnd` (the arrival or return date). Throws a 400 naming the field.
 */
export function travellersToStore(
  input: Pick<CreateBookingInput, 'travellers' | 'leadGuest' | 'driver' | 'tourTravellers'>,
  held: { details: Partial<BookingDetails>; tripEnd: string | null; today: string },
  key: string,
): StoredTravellers | null {
  if (input.travellers) {
    const passportValidUntil = addMonths(held.tripEnd ?? held.today, PASSPORT_VALID_MONTHS_AFTER_TRIP);
    return {
      passengers: input.travellers.map((traveller, index) => {
        const field = (name: string) => `travellers.${index}.${name}`;
        if (traveller.dateOfBirth > held.today) throw fieldError(field('dateOfBirth'), t('errors:travellers.bornInFuture'));
        const { passportNumber, passportExpiry } = traveller;
        if (held.details.international) {
          if (!passportNumber) throw fieldError(field('passportNumber'), t('errors:travellers.passportRequired'));
          if (!passportExpiry) throw fieldError(field('passportExpiry'), t('errors:travellers.passportExpiryRequired'));
        }
        if (passportExpiry && passportExpiry < passportValidUntil) {
          throw fieldError(
            field('passportExpiry'),
            t('errors:travellers.passportExpiresTooSoon', { months: PASSPORT_VALID_MONTHS_AFTER_TRIP, date: passportValidUntil }),
          );
        }
        if (passportNumber && !passportExpiry) throw fieldError(field('passportExpiry'), t('errors:travellers.passportExpiryRequired'));
        return {
          givenNames: traveller.givenNames,
          surname: traveller.surname,
          dateOfBirth: traveller.dateOfBirth,
          nationality: traveller.nationality,
          passport:
            passportNumber && passportExpiry ? { sealed: sealSecret(passportNumber, key), last4: passportNumber.slice(-4), expiry: passportExpiry } : null,
        };
      }),
    };
  }
  if (input.leadGuest) {
    const { name, arrivalTime, specialRequest } = input.leadGuest;
    return { leadGuest: { name, arrivalTime: arrivalTime ?? null, specialRequest: specialRequest || null } };
  }
  if (input.driver) return { driver: { ...input.driver } };
  if (input.tourTravellers) {
    return {
      tourTravellers: input.tourTravellers.map(({ givenNames, surname, dietary }) => ({
        givenNames,
        surname,
        dietary: dietary ? { choice: dietary.choice, note: dietary.note || null } : null,
      })),
    };
  }
  return null;
}

/** Who travels as answered to the owner and staff: passport numbers masked, never sealed text. */
export function toTravellersDto(stored: StoredTravellers | null | undefined): BookingTravellers | null {
  if (!stored) return null;
  return {
    ...(stored.passengers && {
      passengers: stored.passengers.map(({ passport, ...passenger }) => ({
        ...passenger,
        passportNumber: passport ? maskPassportNumber(passport.last4) : null,
        passportExpiry: passport?.expiry ?? null,
      })),
    }),
    ...(stored.leadGuest && { leadGuest: stored.leadGuest }),
    ...(stored.driver && { driver: stored.driver }),
    ...(stored.tourTravellers && { tourTravellers: stored.tourTravellers }),
  };
}

/**
 * A flight is paid only with its passengers named, a tour only with a name for each place: the
 * refusal (400, field travellers or tourTravellers) when they are not, else null.
 */
export function travellersMissing(booking: Pick<BookingEntity, 'type' | 'travellers' | 'quantity'>): AppError | null {
  if (booking.type === 'flight' && (booking.travellers?.passengers?.length ?? 0) < booking.quantity) {
    return badRequest(`travellers: ${t('errors:travellers.requiredBeforePaying')}`, 'travellers');
  }
  if (booking.type === 'tour' && (booking.travellers?.tourTravellers?.length ?? 0) < booking.quantity) {
    return badRequest(`tourTravellers: ${t('errors:travellers.tourNamesBeforePaying', { count: booking.quantity })}`, 'tourTravellers');
  }
  return null;
}

/**
 * Staff reading one passenger's full passport number (an airline's manifest, a check at the
 * desk). Every read writes an audit event in the same transaction: who read it, on which booking,
 * which passenger (numbered from 1), never the number itself. Travellers are answered only the
 * masked number: they typed the full one.
 */
export async function readPassportNumber(em: EntityManager, staff: AuditActor, key: string, bookingId: string, passenger: number): Promise<RevealedPassport> {
  return em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingEntity, bookingId);
    if (!booking) throw notFound(t('errors:notFound.booking'));
    const passport = booking.travellers?.passengers?.[passenger]?.passport;
    if (!passport) throw notFound(t('errors:notFound.passport'));
    await recordAudit(tx, staff, {
      action: 'passport.reveal',
      itemType: 'booking',
      itemId: booking.id,
      itemLabel: booking.confirmationCode,
      after: { passenger: passenger + 1 },
    });
    return { passportNumber: openSecret(passport.sealed, key), passportExpiry: passport.expiry };
  });
}
