// The confirmation e-mail of a paid trip (a stay, a flight, a rental, a tour): the booking's
// summary, its e-voucher link and a calendar file (.ics) of the trip, in the traveller's
// language. Scheduled as a job in the transaction that confirms the payment, so a payment that
// rolls back sends nothing, and sent through the support outbox (with SMTP_URL by the send-mail
// job, with its retries; without, it waits in the outbox on /email-dashboard).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Booking } from '@db/entities/booking';
import type { AppConfig } from '../../config';
import { bookingCalendarEvent, calendarFile } from '@shared/calendar-file';
import type { Language } from '@shared/languages';
import { centsToAmount } from '@shared/money';
import { ECONOMY_CANCELLATION_FEE_CENTS } from '@shared/cancellation-policy';
import { hasVoucher } from '@shared/booking-vocabulary';
import { travellerNames } from '@shared/schemas/travellers';
import { toTravellersDto } from './travellers';
import { currentLanguage, t } from '../../core/i18n';
import { publicOrigin } from '../../core/public-origin';
import { defineJob, scheduleJob, type JobDefinition } from '../../platform';
import { queueAccountMail } from '../support';

const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw-KE', ar: 'ar-u-nu-latn' };

const formatDay = (date: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat(LOCALES[currentLanguage()], { style: 'currency', currency }).format(centsToAmount(cents) as Intl.StringNumericLiteral);

/** The lines under the booking's name: where, when (with the flight's time), who travels (names only) and the cancellation policy. */
function summaryLines(booking: Booking): string[] {
  const details = booking.bookingDetails;
  const lines: string[] = [];
  if (details.location) lines.push(details.location);
  if (booking.startDate) {
    const first = formatDay(booking.startDate);
    const time = booking.type === 'flight' && details.departureTime ? ` ${details.departureTime}` : '';
    lines.push(booking.endDate && booking.endDate !== booking.startDate ? `${first}${time} – ${formatDay(booking.endDate)}` : `${first}${time}`);
  }
  const names = travellerNames(toTravellersDto(booking.travellers));
  if (names.length > 0) lines.push(t('vouchers:confirmationMail.whoTravelsLine', { names: names.join(', ') }));
  if (details.cancellationPolicy) {
    const policy = t(`vouchers:confirmationMail.policy.${details.cancellationPolicy}`, { fee: formatMoney(ECONOMY_CANCELLATION_FEE_CENTS, 'USD') });
    lines.push(t('vouchers:confirmationMail.policyLine', { policy }));
  }
  return lines;
}

export const confirmationMailJob: JobDefinition<{ bookingId: string }> = defineJob({
  kind: 'bookings.confirmation-mail',
  payload: z.object({ bookingId: z.uuid() }),
  async run({ em, payload, config, signal }) {
    if (signal.aborted) return; // shutting down: this transaction is being rolled back
    const booking = await em.findOne(Booking, payload.bookingId, { populate: ['user'], refresh: true });
    if (!booking || booking.status !== 'confirmed' || !booking.user.email) return;
    await queueConfirmationMail(em, config, booking);
  },
});

/** Queues the e-mail for a confirmed booking (the job's transaction). */
export async function queueConfirmationMail(tx: EntityManager, config: AppConfig, booking: Booking): Promise<void> {
  const origin = publicOrigin(config);
  const voucherLink = `${origin}/bookings/${booking.id}/voucher`;
  const user = booking.user;
  const item = booking.bookingDetails.itemName.slice(0, 200);
  await queueAccountMail(tx, config, {
    to: user.email,
    host: new URL(origin).host,
    language: user.language ?? 'en',
    recipientName: user.fullName || user.username,
    subject: () => t('vouchers:confirmationMail.subject', { item, code: booking.confirmationCode }),
    message: (brandName) =>
      t('vouchers:confirmationMail.message', {
        brand: brandName,
        item,
        summary: summaryLines(booking).join('\n'),
        code: booking.confirmationCode,
        total: formatMoney(booking.totalCents, booking.currency),
        voucherLink,
        bookingsLink: `${origin}/bookings`,
      }),
    attachments: () => {
      const event = bookingCalendarEvent(
        {
          id: booking.id,
          type: booking.type,
          confirmationCode: booking.confirmationCode,
          startDate: booking.startDate ?? null,
          endDate: booking.endDate ?? null,
          bookingDetails: booking.bookingDetails,
        },
        {
          host: new URL(origin).host,
          url: voucherLink,
          description: `${t('vouchers:confirmationMail.calendarDescription', { code: booking.confirmationCode })}\n${voucherLink}`,
          stamp: new Date(),
        },
      );
      return event
        ? [{ filename: `${booking.confirmationCode}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(event) }]
        : [];
    },
  });
}

/** In the transaction that confirms a paid booking: its confirmation e-mail, once (the job's key), for trips with a voucher. */
export async function scheduleConfirmationMail(tx: EntityManager, booking: Booking): Promise<void> {
  if (!hasVoucher(booking.type)) return;
  await scheduleJob(tx, confirmationMailJob, { runAt: new Date(), payload: { bookingId: booking.id }, key: `booking:${booking.id}:confirmation-mail` });
}
