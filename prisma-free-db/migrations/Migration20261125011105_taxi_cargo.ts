import { Migration } from '@mikro-orm/migrations';

// Taxi and cargo (docs/taxi-cargo.md): cities, gazetteer, drivers, quotes and rides;
// shipments and their events; booking.fulfilled_at (a ride completed, a shipment delivered).

export class Migration20261125011105_taxi_cargo extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "taxi_city" ("id" varchar(255) not null, "name" varchar(255) not null, "country" varchar(255) not null, "country_code" varchar(2) not null, "dial_code" varchar(255) not null, "display_currency" varchar(3) not null, "center_lat" double precision not null, "center_lng" double precision not null, "radius_km" double precision not null, constraint "taxi_city_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "place" ("id" varchar(255) not null, "city_id" varchar(255) not null, "name" varchar(255) not null, "kind" text check ("kind" in ('airport', 'district', 'landmark', 'hotel', 'station', 'mall')) not null, "lat" double precision not null, "lng" double precision not null, "aliases" jsonb not null, "search_text" text not null, "show_on_map" boolean not null default false, "iata_code" varchar(3) null, "hotel_id" varchar(255) null, constraint "place_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "place_city_id_index" on "place" ("city_id");`);

    this.addSql(
      `create table "driver" ("id" varchar(255) not null, "city_id" varchar(255) not null, "name" varchar(255) not null, "rating" numeric(2,1) not null, "vehicle_type" text check ("vehicle_type" in ('Economy', 'Comfort', 'Premium')) not null, "vehicle_make" varchar(255) not null, "vehicle_model" varchar(255) not null, "vehicle_colour" varchar(255) not null, "plate_number" varchar(255) not null, "phone" varchar(255) not null, "status" text check ("status" in ('free', 'on_ride')) not null default 'free', "lat" double precision not null, "lng" double precision not null, constraint "driver_pkey" primary key ("id"), constraint driver_rating_check check (rating >= 0 and rating <= 5));`,
    );
    this.addSql(`alter table "driver" add constraint "driver_plate_number_unique" unique ("plate_number");`);
    this.addSql(`create index "driver_city_type_status_index" on "driver" ("city_id", "vehicle_type", "status");`);

    this.addSql(
      `create table "taxi_quote" ("id" uuid not null default gen_random_uuid(), "pickup_id" varchar(255) not null, "dropoff_id" varchar(255) not null, "passengers" int not null, "vehicle_type" text check ("vehicle_type" in ('Economy', 'Comfort', 'Premium')) not null, "fare_cents" int not null, "distance_meters" int not null, "duration_seconds" int not null, "route" jsonb not null, "route_source" text check ("route_source" in ('osrm', 'straight')) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "taxi_quote_pkey" primary key ("id"), constraint taxi_quote_passengers_check check (passengers between 1 and 4));`,
    );
    this.addSql(`create index "taxi_quote_expires_index" on "taxi_quote" ("expires_at");`);

    this.addSql(
      `create table "ride" ("id" uuid not null, "user_id" uuid not null, "booking_id" uuid not null, "city_id" varchar(255) not null, "driver_id" varchar(255) not null, "pickup_id" varchar(255) not null, "dropoff_id" varchar(255) not null, "passengers" int not null, "vehicle_type" text check ("vehicle_type" in ('Economy', 'Comfort', 'Premium')) not null, "payment_method" text check ("payment_method" in ('cash', 'card')) not null, "card_last4" varchar(4) null, "status" text check ("status" in ('driver_assigned', 'driver_arriving', 'in_progress', 'completed', 'cancelled')) not null default 'driver_assigned', "fare_cents" int not null, "distance_meters" int not null, "duration_seconds" int not null, "route" jsonb not null, "route_source" text check ("route_source" in ('osrm', 'straight')) not null, "approach_route" jsonb not null, "approach_seconds" int not null, "approach_steps" int not null, "trip_steps" int not null, "step" int not null default 0, "lat" double precision not null, "lng" double precision not null, "eta_at" timestamptz null, "estimated_arrival_at" timestamptz not null, "created_at" timestamptz not null default now(), "arrived_at" timestamptz null, "started_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "cancellation_fee_cents" int null, "share_token" varchar(255) not null, constraint "ride_pkey" primary key ("id"), constraint ride_passengers_check check (passengers between 1 and 4), constraint ride_amounts_check check (fare_cents >= 0 and (cancellation_fee_cents is null or cancellation_fee_cents >= 0)), constraint ride_steps_check check (approach_steps >= 1 and trip_steps >= 1 and step >= 0));`,
    );
    this.addSql(`alter table "ride" add constraint "ride_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "ride_driver_id_index" on "ride" ("driver_id");`);
    this.addSql(`alter table "ride" add constraint "ride_share_token_unique" unique ("share_token");`);
    this.addSql(`create index "ride_user_created_index" on "ride" ("user_id", "created_at");`);
    this.addSql(
      `create unique index "ride_one_active_per_driver" on "ride" ("driver_id") where status in ('driver_assigned', 'driver_arriving', 'in_progress');`,
    );

    this.addSql(
      `create table "cargo_shipment" ("id" uuid not null, "tracking_number" varchar(255) not null, "user_id" uuid not null, "booking_id" uuid not null, "from_location" varchar(255) not null, "to_location" varchar(255) not null, "weight_grams" int not null, "dimensions" varchar(255) null, "cargo_type" text check ("cargo_type" in ('road', 'air', 'sea')) not null, "currency" varchar(255) not null default 'USD', "price_cents" int not null, "status" text check ("status" in ('pending', 'in_transit', 'delivered')) not null default 'pending', "transit_seconds" int not null, "created_at" timestamptz not null default now(), "estimated_delivery" timestamptz not null, "delivered_at" timestamptz null, constraint "cargo_shipment_pkey" primary key ("id"), constraint cargo_shipment_weight_check check (weight_grams > 0), constraint cargo_shipment_price_check check (price_cents >= 0));`,
    );
    this.addSql(`alter table "cargo_shipment" add constraint "cargo_shipment_tracking_number_unique" unique ("tracking_number");`);
    this.addSql(`alter table "cargo_shipment" add constraint "cargo_shipment_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "cargo_shipment_user_created_index" on "cargo_shipment" ("user_id", "created_at");`);

    this.addSql(
      `create table "cargo_event" ("id" uuid not null default gen_random_uuid(), "shipment_id" uuid not null, "kind" text check ("kind" in ('created', 'picked_up', 'in_transit', 'arrived_hub', 'out_for_delivery', 'delivered')) not null, "status" text check ("status" in ('pending', 'in_transit', 'delivered')) not null, "location" varchar(255) not null, "occurred_at" timestamptz(3) not null, constraint "cargo_event_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "cargo_event" add constraint "cargo_event_once_per_kind" unique ("shipment_id", "kind");`);

    this.addSql(`alter table "place" add constraint "place_city_id_foreign" foreign key ("city_id") references "taxi_city" ("id") on update cascade;`);

    this.addSql(`alter table "driver" add constraint "driver_city_id_foreign" foreign key ("city_id") references "taxi_city" ("id") on update cascade;`);

    this.addSql(
      `alter table "taxi_quote" add constraint "taxi_quote_pickup_id_foreign" foreign key ("pickup_id") references "place" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "taxi_quote" add constraint "taxi_quote_dropoff_id_foreign" foreign key ("dropoff_id") references "place" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "ride" add constraint "ride_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "ride" add constraint "ride_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "ride" add constraint "ride_city_id_foreign" foreign key ("city_id") references "taxi_city" ("id") on update cascade;`);
    this.addSql(`alter table "ride" add constraint "ride_driver_id_foreign" foreign key ("driver_id") references "driver" ("id") on update cascade;`);
    this.addSql(`alter table "ride" add constraint "ride_pickup_id_foreign" foreign key ("pickup_id") references "place" ("id") on update cascade;`);
    this.addSql(`alter table "ride" add constraint "ride_dropoff_id_foreign" foreign key ("dropoff_id") references "place" ("id") on update cascade;`);

    this.addSql(
      `alter table "cargo_shipment" add constraint "cargo_shipment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cargo_shipment" add constraint "cargo_shipment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "cargo_event" add constraint "cargo_event_shipment_id_foreign" foreign key ("shipment_id") references "cargo_shipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "booking" add column "fulfilled_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "place" drop constraint "place_city_id_foreign";`);

    this.addSql(`alter table "driver" drop constraint "driver_city_id_foreign";`);

    this.addSql(`alter table "ride" drop constraint "ride_city_id_foreign";`);

    this.addSql(`alter table "taxi_quote" drop constraint "taxi_quote_pickup_id_foreign";`);

    this.addSql(`alter table "taxi_quote" drop constraint "taxi_quote_dropoff_id_foreign";`);

    this.addSql(`alter table "ride" drop constraint "ride_pickup_id_foreign";`);

    this.addSql(`alter table "ride" drop constraint "ride_dropoff_id_foreign";`);

    this.addSql(`alter table "ride" drop constraint "ride_driver_id_foreign";`);

    this.addSql(`alter table "cargo_event" drop constraint "cargo_event_shipment_id_foreign";`);

    this.addSql(`drop table if exists "taxi_city" cascade;`);

    this.addSql(`drop table if exists "place" cascade;`);

    this.addSql(`drop table if exists "driver" cascade;`);

    this.addSql(`drop table if exists "taxi_quote" cascade;`);

    this.addSql(`drop table if exists "ride" cascade;`);

    this.addSql(`drop table if exists "cargo_shipment" cascade;`);

    this.addSql(`drop table if exists "cargo_event" cascade;`);

    this.addSql(`alter table "booking" drop column "fulfilled_at";`);
  }
}
