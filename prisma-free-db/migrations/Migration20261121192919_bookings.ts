import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192919_bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "booking" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "type" text check ("type" in ('hotel', 'flight', 'car', 'tour', 'other')) not null, "status" text check ("status" in ('pending', 'confirmed', 'cancelled', 'expired')) not null default 'pending', "confirmation_code" varchar(255) not null, "item_id" varchar(255) not null, "start_date" date null, "end_date" date null, "quantity" int not null default 1, "subtotal_cents" int not null, "discount_cents" int not null default 0, "total_cents" int not null, "currency" varchar(255) not null default 'USD', "booking_details" jsonb not null, "hold_expires_at" timestamptz null, "created_at" timestamptz not null default now(), "confirmed_at" timestamptz null, "cancelled_at" timestamptz null, constraint "booking_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "booking_user_id_index" on "booking" ("user_id");`);
    this.addSql(`alter table "booking" add constraint "booking_confirmation_code_unique" unique ("confirmation_code");`);

    this.addSql(
      `alter table "booking" add constraint "booking_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "booking" cascade;`);
  }
}
