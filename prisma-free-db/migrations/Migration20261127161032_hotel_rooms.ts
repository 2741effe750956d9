import { Migration } from '@mikro-orm/migrations';

// Hotel room types (docs/hotel-rooms.md): each hotel sells kinds of rooms with a maximum
// occupancy and a price per room per night, counted per night in hotel_room_night like
// hotel_night counts the hotel's rooms; hotels get a child rule. What exists is carried over:
// every hotel gets a '<id>--standard' type (2 people, its price, all its rooms), its
// hotel_night rows become that type's ledger rows, and every hotel booking holds its rooms of it.
export class Migration20261127161032_hotel_rooms extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "hotel_room_type" ("id" varchar(255) not null, "hotel_id" varchar(255) not null, "name" varchar(255) not null, "max_occupancy" int not null, "price_per_night_cents" int not null, "rooms" int not null, constraint "hotel_room_type_pkey" primary key ("id"), constraint hotel_room_type_rooms_check check (rooms >= 0), constraint hotel_room_type_occupancy_check check (max_occupancy >= 1), constraint hotel_room_type_price_check check (price_per_night_cents > 0));`,
    );
    this.addSql(`create index "hotel_room_type_hotel_id_index" on "hotel_room_type" ("hotel_id");`);
    this.addSql(
      `create table "hotel_room_night" ("room_type_id" varchar(255) not null, "night" date not null, "capacity" int not null, "booked" int not null default 0, constraint "hotel_room_night_pkey" primary key ("room_type_id", "night"), constraint hotel_room_night_booked_check check (booked >= 0 and booked <= capacity));`,
    );
    this.addSql(
      `alter table "hotel_room_type" add constraint "hotel_room_type_hotel_id_foreign" foreign key ("hotel_id") references "hotel" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "hotel_room_night" add constraint "hotel_room_night_room_type_id_foreign" foreign key ("room_type_id") references "hotel_room_type" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "hotel" add column "child_age_limit" int not null default 6, add column "child_rate_cents" int not null default 0;`);
    this.addSql(`alter table "hotel" add constraint hotel_child_age_limit_check check(child_age_limit >= 0 and child_age_limit <= 18);`);
    this.addSql(`alter table "hotel" add constraint hotel_child_rate_check check(child_rate_cents >= 0);`);
    this.addSql(`alter table "booking" add column "held_rooms" jsonb null;`);

    // What exists: one standard type per hotel, its ledger rows, and what each hotel booking holds.
    this.addSql(`insert into "hotel_room_type" ("id", "hotel_id", "name", "max_occupancy", "price_per_night_cents", "rooms")
      select "id" || '--standard', "id", 'Standard double', 2, "price_per_night_cents", "rooms" from "hotel";`);
    this.addSql(`insert into "hotel_room_night" ("room_type_id", "night", "capacity", "booked")
      select "hotel_id" || '--standard', "night", "capacity", "booked" from "hotel_night";`);
    this.addSql(`update "booking" set "held_rooms" = jsonb_build_array(jsonb_build_object('roomTypeId', "item_id" || '--standard', 'rooms', "quantity"))
      where "type" = 'hotel';`);

    // A type's ledger rows follow its rooms like hotel_night follows the hotel's (migration
    // 'hardening'): from yesterday on, the new count, or what is booked when that is more.
    this.addSql(`create or replace function "hotel_room_night_follow_capacity"() returns trigger language plpgsql as $$
        begin
          update "hotel_room_night" set "capacity" = greatest(new."rooms", "booked")
           where "room_type_id" = new."id" and "night" >= current_date - 1 and "capacity" <> greatest(new."rooms", "booked");
          return new;
        end $$;`);
    this.addSql(`create trigger "hotel_room_night_follow_capacity" after update of "rooms" on "hotel_room_type"
        for each row when (old."rooms" is distinct from new."rooms") execute function "hotel_room_night_follow_capacity"();`);

    // A hotel's rooms are its types' rooms together, whoever changes a type (the demo seed, a
    // staff tool, psql); hotel_night's capacity then follows the hotel's rooms by its own trigger.
    this.addSql(`create or replace function "hotel_rooms_sum_types"() returns trigger language plpgsql as $$
        begin
          update "hotel" h set "rooms" = coalesce((select sum(t."rooms") from "hotel_room_type" t where t."hotel_id" = h."id"), 0)
           where h."id" in (select x from unnest(array[new."hotel_id", old."hotel_id"]) as x where x is not null);
          return null;
        end $$;`);
    this.addSql(`create trigger "hotel_rooms_sum_types" after insert or delete or update of "rooms", "hotel_id" on "hotel_room_type"
        for each row execute function "hotel_rooms_sum_types"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "hotel_rooms_sum_types" on "hotel_room_type";`);
    this.addSql(`drop function if exists "hotel_rooms_sum_types"();`);
    this.addSql(`drop trigger if exists "hotel_room_night_follow_capacity" on "hotel_room_type";`);
    this.addSql(`drop function if exists "hotel_room_night_follow_capacity"();`);
    this.addSql(`drop table if exists "hotel_room_night" cascade;`);
    this.addSql(`drop table if exists "hotel_room_type" cascade;`);
    this.addSql(`alter table "booking" drop column "held_rooms";`);
    this.addSql(`alter table "hotel" drop constraint hotel_child_age_limit_check;`);
    this.addSql(`alter table "hotel" drop constraint hotel_child_rate_check;`);
    this.addSql(`alter table "hotel" drop column "child_age_limit", drop column "child_rate_cents";`);
  }
}
