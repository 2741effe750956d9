import { Migration } from '@mikro-orm/migrations';

export class Migration20261121193715_travel extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "airport" ("code" varchar(3) not null, "name" varchar(255) not null, "city" varchar(255) not null, "country" varchar(255) not null, "time_zone" varchar(255) not null, constraint "airport_pkey" primary key ("code"));`,
    );

    this.addSql(
      `create table "car_location" ("id" varchar(255) not null, "name" varchar(255) not null, "city" varchar(255) not null, "country" varchar(255) not null, "kind" text check ("kind" in ('airport', 'city')) not null, "sort_order" int not null default 0, constraint "car_location_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "car" ("id" varchar(255) not null, "location_id" varchar(255) not null, "brand" varchar(255) not null, "model" varchar(255) not null, "category" varchar(255) not null, "seats" int not null, "transmission" varchar(255) not null, "price_per_day_cents" int not null, "currency" varchar(255) not null default 'USD', "units" int not null, "images" jsonb not null, "features" jsonb not null, "sort_order" int not null default 0, constraint "car_pkey" primary key ("id"), constraint car_units_check check (units >= 0), constraint car_price_check check (price_per_day_cents > 0));`,
    );
    this.addSql(`create index "car_location_id_index" on "car" ("location_id");`);

    this.addSql(
      `create table "car_day" ("car_id" varchar(255) not null, "day" date not null, "capacity" int not null, "booked" int not null default 0, constraint "car_day_pkey" primary key ("car_id", "day"), constraint car_day_booked_check check (booked >= 0 and booked <= capacity));`,
    );

    this.addSql(
      `create table "flight" ("id" varchar(255) not null, "airline" varchar(255) not null, "flight_number" varchar(255) not null, "aircraft" varchar(255) not null, "from_code" varchar(3) not null, "to_code" varchar(3) not null, "via_code" varchar(3) null, "stops" int not null default 0, "departure_date" date not null, "departure_time" varchar(5) not null, "arrival_date" date not null, "arrival_time" varchar(5) not null, "duration_minutes" int not null, constraint "flight_pkey" primary key ("id"), constraint flight_stops_check check (stops >= 0 and stops <= 1));`,
    );
    this.addSql(`create index "flight_route_date_index" on "flight" ("from_code", "to_code", "departure_date");`);
    this.addSql(`create index "flight_date_index" on "flight" ("departure_date");`);

    this.addSql(
      `create table "flight_seat" ("id" varchar(255) not null, "flight_id" varchar(255) not null, "cabin_class" text check ("cabin_class" in ('economy', 'business')) not null, "price_cents" int not null, "currency" varchar(255) not null default 'USD', "capacity" int not null, "booked" int not null default 0, constraint "flight_seat_pkey" primary key ("id"), constraint flight_seat_booked_check check (booked >= 0 and booked <= capacity), constraint flight_seat_price_check check (price_cents > 0));`,
    );
    this.addSql(`alter table "flight_seat" add constraint "flight_seat_flight_class_unique" unique ("flight_id", "cabin_class");`);

    this.addSql(
      `create table "hotel" ("id" varchar(255) not null, "name" varchar(255) not null, "city" varchar(255) not null, "country" varchar(255) not null, "location" varchar(255) not null, "description" text not null, "price_per_night_cents" int not null, "currency" varchar(255) not null default 'USD', "rating" numeric(2,1) not null, "rooms" int not null, "amenities" jsonb not null, "images" jsonb not null, constraint "hotel_pkey" primary key ("id"), constraint hotel_rooms_check check (rooms >= 0), constraint hotel_price_check check (price_per_night_cents > 0), constraint hotel_rating_check check (rating >= 0 and rating <= 5));`,
    );

    this.addSql(
      `create table "hotel_night" ("hotel_id" varchar(255) not null, "night" date not null, "capacity" int not null, "booked" int not null default 0, constraint "hotel_night_pkey" primary key ("hotel_id", "night"), constraint hotel_night_booked_check check (booked >= 0 and booked <= capacity));`,
    );

    this.addSql(
      `create table "tour_departure" ("id" varchar(255) not null, "tour_id" varchar(255) not null, "departure_date" date not null, "capacity" int not null, "booked" int not null default 0, constraint "tour_departure_pkey" primary key ("id"), constraint tour_departure_booked_check check (booked >= 0 and booked <= capacity));`,
    );
    this.addSql(`create index "tour_departure_departure_date_index" on "tour_departure" ("departure_date");`);
    this.addSql(`alter table "tour_departure" add constraint "tour_departure_tour_date_unique" unique ("tour_id", "departure_date");`);

    this.addSql(
      `create table "idempotency_key" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "scope" varchar(255) not null, "key" varchar(255) not null, "request_hash" varchar(255) not null, "state" text check ("state" in ('processing', 'completed')) not null default 'processing', "response_status" int null, "response_body" jsonb null, "locked_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "completed_at" timestamptz null, constraint "idempotency_key_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_user_scope_key_unique" unique ("user_id", "scope", "key");`);

    this.addSql(
      `create table "payment" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "user_id" uuid not null, "method" text check ("method" in ('paypal', 'card')) not null, "status" text check ("status" in ('succeeded', 'declined', 'refunded')) not null, "amount_cents" int not null, "currency" varchar(255) not null default 'USD', "card_last4" varchar(4) null, "failure_reason" varchar(255) null, "created_at" timestamptz not null default now(), "refunded_at" timestamptz null, constraint "payment_pkey" primary key ("id"), constraint payment_amount_check check (amount_cents >= 0));`,
    );
    this.addSql(`create index "payment_booking_id_index" on "payment" ("booking_id");`);
    this.addSql(`create index "payment_user_id_index" on "payment" ("user_id");`);
    this.addSql(`create unique index "payment_one_charge_per_booking" on "payment" ("booking_id") where status in ('succeeded', 'refunded');`);

    this.addSql(`alter table "car" add constraint "car_location_id_foreign" foreign key ("location_id") references "car_location" ("id") on update cascade;`);

    this.addSql(
      `alter table "car_day" add constraint "car_day_car_id_foreign" foreign key ("car_id") references "car" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "flight" add constraint "flight_from_code_foreign" foreign key ("from_code") references "airport" ("code") on update cascade;`);
    this.addSql(`alter table "flight" add constraint "flight_to_code_foreign" foreign key ("to_code") references "airport" ("code") on update cascade;`);
    this.addSql(
      `alter table "flight" add constraint "flight_via_code_foreign" foreign key ("via_code") references "airport" ("code") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "flight_seat" add constraint "flight_seat_flight_id_foreign" foreign key ("flight_id") references "flight" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "hotel_night" add constraint "hotel_night_hotel_id_foreign" foreign key ("hotel_id") references "hotel" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "tour_departure" add constraint "tour_departure_tour_id_foreign" foreign key ("tour_id") references "tour_package" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "idempotency_key" add constraint "idempotency_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "booking" add column "offer_code" varchar(255) null;`);
    this.addSql(`create index "booking_user_created_index" on "booking" ("user_id", "created_at");`);
    this.addSql(`create index "booking_pending_item_index" on "booking" ("type", "item_id") where status = 'pending';`);
    this.addSql(`create index "booking_pending_hold_index" on "booking" ("hold_expires_at") where status = 'pending';`);
    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at");`);
    this.addSql(`create unique index "booking_offer_once_per_user" on "booking" ("user_id") where offer_code is not null and status = 'confirmed';`);
    this.addSql(`alter table "booking" add constraint booking_quantity_check check(quantity >= 1);`);
    this.addSql(
      `alter table "booking" add constraint booking_amounts_check check(subtotal_cents >= 0 and discount_cents >= 0 and discount_cents <= subtotal_cents and total_cents = subtotal_cents - discount_cents);`,
    );
    this.addSql(`alter table "booking" add constraint booking_dates_check check(end_date is null or start_date is null or end_date >= start_date);`);
    this.addSql(`alter table "booking" add constraint booking_hold_check check(status <> 'pending' or hold_expires_at is not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "flight" drop constraint "flight_from_code_foreign";`);

    this.addSql(`alter table "flight" drop constraint "flight_to_code_foreign";`);

    this.addSql(`alter table "flight" drop constraint "flight_via_code_foreign";`);

    this.addSql(`alter table "car" drop constraint "car_location_id_foreign";`);

    this.addSql(`alter table "car_day" drop constraint "car_day_car_id_foreign";`);

    this.addSql(`alter table "flight_seat" drop constraint "flight_seat_flight_id_foreign";`);

    this.addSql(`alter table "hotel_night" drop constraint "hotel_night_hotel_id_foreign";`);

    this.addSql(`drop table if exists "airport" cascade;`);

    this.addSql(`drop table if exists "car_location" cascade;`);

    this.addSql(`drop table if exists "car" cascade;`);

    this.addSql(`drop table if exists "car_day" cascade;`);

    this.addSql(`drop table if exists "flight" cascade;`);

    this.addSql(`drop table if exists "flight_seat" cascade;`);

    this.addSql(`drop table if exists "hotel" cascade;`);

    this.addSql(`drop table if exists "hotel_night" cascade;`);

    this.addSql(`drop table if exists "tour_departure" cascade;`);

    this.addSql(`drop table if exists "idempotency_key" cascade;`);

    this.addSql(`drop table if exists "payment" cascade;`);

    this.addSql(`drop index "booking_user_created_index";`);
    this.addSql(`drop index "booking_pending_item_index";`);
    this.addSql(`drop index "booking_pending_hold_index";`);
    this.addSql(`drop index "booking_created_at_index";`);
    this.addSql(`drop index "booking_offer_once_per_user";`);
    this.addSql(`alter table "booking" drop constraint booking_quantity_check;`);
    this.addSql(`alter table "booking" drop constraint booking_amounts_check;`);
    this.addSql(`alter table "booking" drop constraint booking_dates_check;`);
    this.addSql(`alter table "booking" drop constraint booking_hold_check;`);
    this.addSql(`alter table "booking" drop column "offer_code";`);
  }
}
