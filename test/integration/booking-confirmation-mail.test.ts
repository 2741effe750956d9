// A paid trip is confirmed by e-mail: the summary (who travels included), the e-voucher link and a calendar file,
// in the traveller's language, sent over SMTP to a receiver this test starts. A payment that
// fails sends nothing, and a booking is confirmed by e-mail once.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_TEST_CARD } from '@shared/payment-card';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays, sql } from './travel-fixtures';

let app: TestApp;
let receiver: SMTPServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.server.address() as AddressInfo).port;
  app = await createTestApp({ JOB_WORKER: false, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://tours.example/' });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** Runs due jobs until none is left: the confirmation job queues the e-mail, the send-mail job sends it. */
async function runJobs(): Promise<void> {
  while ((await app.runDueJobs()) > 0);
}

const mailsTo = (address: string) => received.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)));

async function bookStay(language: 'en' | 'sw' | null, card = '4242 4242 4242 4242') {
  const user = await createUser(app);
  await sql(app, 'update app_user set language = ?, full_name = ? where id = ?', [language, 'Neema Mwangi', user.id]);
  const hotelId = await createHotel(app, { rooms: 2, priceCents: 16_500, name: `Karen Garden Lodge ${randomUUID().slice(0, 4)}` });
  const booking = await app
    .caller(user)
    .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(22), leadGuest: { name: 'Baraka Otieno' } });
  const payment = await app
    .caller(user)
    .payments.create({ bookingId: booking.id, method: 'card', cardNumber: card, idempotencyKey: randomUUID() })
    .catch((error: unknown) => error);
  return { user, booking, payment };
}

describe('the confirmation e-mail of a paid trip', () => {
  it('carries the summary, the voucher link and the calendar file, once', async () => {
    const { user, booking } = await bookStay(null);
    await runJobs();
    const [mail, ...others] = mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe(`Booking confirmed: ${booking.bookingDetails.itemName} (${booking.confirmationCode})`);
    expect(mail.text).toContain('Neema Mwangi');
    expect(mail.text).toContain('Who travels: Baraka Otieno');
    expect(mail.text).toContain(`Confirmation code: ${booking.confirmationCode}`);
    expect(mail.text).toContain('Total paid: US$330.00');
    expect(mail.text).toMatch(/Cancellation policy: (Free cancellation until|Non-refundable)/);
    expect(mail.text).toContain(`https://tours.example/bookings/${booking.id}/voucher`);

    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`${booking.confirmationCode}.ics`, 'text/calendar']]);
    const ics = mail.attachments[0].content.toString('utf8');
    expect(ics).toContain(`UID:${booking.id}@tours.example\r\n`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${inDays(20).replace(/-/g, '')}\r\n`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${inDays(22).replace(/-/g, '')}\r\n`);

    // Jobs running again (a second instance, a retry) send nothing more.
    await runJobs();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await sql(app, 'select count(*)::int as n from mail_outbox where to_address = ?', [user.email])).toEqual([{ n: 1 }]);
  });

  it("is written in the traveller's language", async () => {
    const { user, booking } = await bookStay('sw');
    await runJobs();
    const [mail] = mailsTo(user.email);
    expect(mail.subject).toBe(`Uhifadhi umethibitishwa: ${booking.bookingDetails.itemName} (${booking.confirmationCode})`);
    expect(mail.text).toContain(`Nambari ya uthibitisho: ${booking.confirmationCode}`);
  });

  it('is not sent when the payment fails', async () => {
    const { user, payment } = await bookStay(null, DECLINED_TEST_CARD);
    expect(payment).toBeInstanceOf(Error);
    await runJobs();
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await sql(app, 'select count(*)::int as n from mail_outbox where to_address = ?', [user.email])).toEqual([{ n: 0 }]);
  });
});
