import { Migration } from '@mikro-orm/migrations';

// Rides booked for later (docs/taxi-cargo.md, "Scheduled rides"): one row per ride until its dispatch.
export class Migration20261127100039_rides_scheduled extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "scheduled_ride" ("id" uuid not null, "user_id" uuid not null, "booking_id" uuid not null, "city_id" varchar(255) not null, "pickup_id" varchar(255) null, "dropoff_id" varchar(255) null, "pickup_label" varchar(200) not null, "pickup_lat" double precision not null, "pickup_lng" double precision not null, "dropoff_label" varchar(200) not null, "dropoff_lat" double precision not null, "dropoff_lng" double precision not null, "passengers" int not null, "vehicle_type" text check ("vehicle_type" in ('Economy', 'Comfort', 'Premium')) not null, "payment_method" text check ("payment_method" in ('cash', 'card')) not null, "card_last4" varchar(4) null, "fare_cents" int not null, "distance_meters" int not null, "duration_seconds" int not null, "route" jsonb not null, "route_source" text check ("route_source" in ('osrm', 'straight')) not null, "pickup_at" timestamptz not null, "status" text check ("status" in ('scheduled', 'dispatched', 'cancelled', 'no_driver')) not null default 'scheduled', "created_at" timestamptz not null default now(), "dispatched_at" timestamptz null, "cancelled_at" timestamptz null, constraint "scheduled_ride_pkey" primary key ("id"), constraint scheduled_ride_passengers_check check (passengers between 1 and 4));`,
    );
    this.addSql(`alter table "scheduled_ride" add constraint "scheduled_ride_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "scheduled_ride_due_index" on "scheduled_ride" ("status", "pickup_at");`);
    this.addSql(`create index "scheduled_ride_user_pickup_index" on "scheduled_ride" ("user_id", "pickup_at");`);

    this.addSql(
      `alter table "scheduled_ride" add constraint "scheduled_ride_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_ride" add constraint "scheduled_ride_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_ride" add constraint "scheduled_ride_city_id_foreign" foreign key ("city_id") references "taxi_city" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "scheduled_ride" add constraint "scheduled_ride_pickup_id_foreign" foreign key ("pickup_id") references "place" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "scheduled_ride" add constraint "scheduled_ride_dropoff_id_foreign" foreign key ("dropoff_id") references "place" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "scheduled_ride" cascade;`);
  }
}
