import { Migration } from '@mikro-orm/migrations';

// Messages between a rider and the driver (docs/taxi-cargo.md, "Messages with the driver"):
// a rider's text, or the simulated driver's canned reply.
export class Migration20261127080003_rides_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "ride_message" ("id" uuid not null default gen_random_uuid(), "ride_id" uuid not null, "sender" text check ("sender" in ('rider', 'driver')) not null, "body" text null, "canned_reply" text check ("canned_reply" in ('on_my_way', 'almost_there', 'waiting', 'noted', 'thanks')) null, "simulated" boolean not null default false, "created_at" timestamptz not null default now(), constraint "ride_message_pkey" primary key ("id"), constraint ride_message_content_check check ((body is null) <> (canned_reply is null)));`,
    );
    this.addSql(`create index "ride_message_ride_created_index" on "ride_message" ("ride_id", "created_at");`);
    this.addSql(
      `alter table "ride_message" add constraint "ride_message_ride_id_foreign" foreign key ("ride_id") references "ride" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ride_message" cascade;`);
  }
}
