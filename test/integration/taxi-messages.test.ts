// Messages with the driver: the rider writes while the ride goes on, the message is pushed on the
// ride's live topic, and the simulated driver answers with a canned reply (labelled simulated)
// from a job (run here by runDueJobs, never a sleep). Only the rider writes; not after the ride.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import { cannedReplyFor } from '../../src/server/features/taxi/ride-messages';
import type { Ride } from '@shared/schemas/taxi';
import { createUser, sessionCookie } from './travel-fixtures';
import { NAIROBI_TRIP, followTopic, resetFleet, runAhead } from './taxi-support';

let app: TestApp;
let rider: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  rider = await createUser(app);
});

async function book(): Promise<Ride> {
  const quote = await app.caller(rider).taxi.estimate(NAIROBI_TRIP);
  return app.caller(rider).taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId });
}
const post = (path: string, body: unknown, cookie: string) =>
  app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('messages with the driver', () => {
  it('pushes the rider’s message live, and the simulated driver’s canned reply after it', async () => {
    const ride = await book();
    const live = followTopic(app, `ride:${ride.id}`);
    try {
      const res = await post(`/api/taxi-bookings/${ride.id}/messages`, { body: "I'm at the gate" }, await sessionCookie(app, rider));
      expect(res.status).toBe(201);
      const sent = await res.json();
      expect(sent).toMatchObject({ sender: 'rider', body: "I'm at the gate", cannedReply: null, simulated: false });
      const nextMessage = async () => {
        for (;;) {
          const next = await live.inbox.next();
          if (next.kind === 'event' && next.payload.type === 'ride.message') return next.payload;
        }
      };
      expect(await nextMessage()).toMatchObject({ type: 'ride.message', message: { id: sent.id } });

      // The reply is a job due 20 simulated seconds later: none before it runs.
      expect(await app.caller(rider).taxi.messages({ id: ride.id })).toHaveLength(1);
      await app.runDueJobs({ dueBy: new Date(Date.now() + 21_000) });
      const conversation = await app.caller(rider).taxi.messages({ id: ride.id });
      // The driver is still on the way (or almost there, when dispatched from close by).
      expect(conversation.map((message) => [message.sender, message.body, message.simulated])).toEqual([
        ['rider', "I'm at the gate", false],
        ['driver', null, true],
      ]);
      expect(['on_my_way', 'almost_there']).toContain(conversation[1].cannedReply);
      expect(await nextMessage()).toMatchObject({ message: { id: conversation[1].id, sender: 'driver', simulated: true } });
    } finally {
      live.stop();
    }
  });

  it('answers what fits where the ride is, and thanks for thanks', () => {
    expect(cannedReplyFor({ status: 'driver_assigned', arrivedAt: null }, 'where are you?')).toBe('on_my_way');
    expect(cannedReplyFor({ status: 'driver_arriving', arrivedAt: null }, 'hello')).toBe('almost_there');
    expect(cannedReplyFor({ status: 'driver_arriving', arrivedAt: new Date() }, 'coming down')).toBe('waiting');
    expect(cannedReplyFor({ status: 'in_progress', arrivedAt: new Date() }, 'please stop at the shop')).toBe('noted');
    for (const text of ['Thanks!', 'asante sana', 'شكرا']) expect(cannedReplyFor({ status: 'in_progress', arrivedAt: null }, text)).toBe('thanks');
  });

  it('lets only the rider write, only while the ride goes on, and refuses an empty message', async () => {
    const ride = await book();
    const cookie = await sessionCookie(app, rider);
    const empty = await post(`/api/taxi-bookings/${ride.id}/messages`, { body: '   ' }, cookie);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('body: Write a message');
    expect((await post(`/api/taxi-bookings/${ride.id}/messages`, { body: 'hi' }, await sessionCookie(app, await createUser(app)))).status).toBe(404);
    const staff = await post(`/api/taxi-bookings/${ride.id}/messages`, { body: 'hi' }, await sessionCookie(app, await createUser(app, 'staff')));
    expect(staff.status).toBe(403);

    await post(`/api/taxi-bookings/${ride.id}/messages`, { body: 'see you soon' }, cookie);
    await runAhead(app, 6 * 3_600_000);
    const after = await post(`/api/taxi-bookings/${ride.id}/messages`, { body: 'left my bag' }, cookie);
    expect(after.status).toBe(409);
    expect((await after.json()).message).toBe('This ride is over: messages are for rides going on.');
  });
});
