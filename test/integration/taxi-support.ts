// Helpers for the taxi and cargo integration tests: trips between known places, driving a ride
// or a shipment through its jobs (runDueJobs with dueBy: never a sleep), and a fleet reset so
// each test starts with the seeded drivers free.
import type { TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { LiveMessage } from '../../src/server/platform';
import { Inbox } from './platform-support';
import { sql } from './travel-fixtures';
import type { TaxiVehicleType } from '@shared/schemas/taxi';

/** Nairobi: Westlands to Jomo Kenyatta International Airport. */
export const NAIROBI_TRIP: { pickupLocation: string; dropoffLocation: string; passengers: number; vehicleType: TaxiVehicleType } = {
  pickupLocation: 'Westlands',
  dropoffLocation: 'JKIA',
  passengers: 2,
  vehicleType: 'Economy',
};

/** Every seeded driver free, back at their start, no ride going on. */
export async function resetFleet(app: TestApp) {
  await sql(app, `update ride set status = 'cancelled', cancelled_at = now() where status in ('driver_assigned', 'driver_arriving', 'in_progress')`);
  await sql(app, `update driver set status = 'free'`);
  // The cancelled rides' later steps would do nothing: drop them, so tests run only their own.
  await sql(app, `delete from job where kind = 'taxi.ride-step' and status = 'pending'`);
}

/** Only `count` drivers of the type in the city are free; the rest are busy elsewhere. */
export async function leaveFreeDrivers(app: TestApp, cityId: string, vehicleType: string, count: number) {
  await resetFleet(app);
  await sql(
    app,
    `update driver set status = 'on_ride' where city_id = ? and vehicle_type = ? and id not in (select id from driver where city_id = ? and vehicle_type = ? order by id limit ?)`,
    [cityId, vehicleType, cityId, vehicleType, count],
  );
}

/** Runs every job due within `ms` from now (a whole ride or shipment when far enough). */
export function runAhead(app: TestApp, ms: number) {
  return app.runDueJobs({ dueBy: new Date(Date.now() + ms) });
}

/** Live events of a topic on an instance, collected in order. */
export function followTopic(app: TestApp, topic: string) {
  const controller = new AbortController();
  const inbox = new Inbox<LiveMessage>();
  const subscription = app.platform.live.subscribe(topic, controller.signal);
  void (async () => {
    for await (const message of subscription) inbox.push(message);
  })();
  return { inbox, stop: () => controller.abort() };
}

export async function notificationsOf(app: TestApp, user: SessionUser) {
  return sql<{ kind: string; params: Record<string, unknown>; link: string }>(
    app,
    `select kind, params, link from notification where user_id = ? order by created_at, id`,
    [user.id],
  );
}
