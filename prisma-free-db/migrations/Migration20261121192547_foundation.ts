import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192547_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "brand" ("id" varchar(255) not null, "name" varchar(255) not null, "theme" varchar(255) not null, "variant" text check ("variant" in ('standard', 'manasa', 'eco')) not null, "domain" varchar(255) not null, "hosts" text[] not null default '{}', "host_prefix" varchar(255) null, "is_default" boolean not null default false, constraint "brand_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "brand" add constraint "brand_host_prefix_unique" unique ("host_prefix");`);

    this.addSql(
      `create table "popular_destination" ("id" varchar(255) not null, "name" varchar(255) not null, "country" varchar(255) null, "from_price_cents" int not null, "currency" varchar(255) not null default 'USD', "image" varchar(255) not null, "sort_order" int not null default 0, constraint "popular_destination_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "tour_package" ("id" varchar(255) not null, "name" varchar(255) not null, "duration" varchar(255) not null, "duration_days" int not null, "location" varchar(255) not null, "description" text not null, "price_cents" int not null, "currency" varchar(255) not null default 'USD', "discount_percent" int not null default 0, "images" jsonb not null, "featured" boolean not null default true, "sort_order" int not null default 0, constraint "tour_package_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "app_user" ("id" uuid not null default gen_random_uuid(), "username" varchar(255) not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "phone" varchar(255) null, "full_name" varchar(255) null, "role" text check ("role" in ('traveller', 'staff', 'admin')) not null default 'traveller', "created_at" timestamptz not null default now(), constraint "app_user_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "session" ("token_hash" varchar(255) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "session_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    // Case-insensitive uniqueness of usernames and emails, enforced by the database.
    this.addSql(`create unique index "app_user_username_lower_unique" on "app_user" (lower("username"));`);
    this.addSql(`create unique index "app_user_email_lower_unique" on "app_user" (lower("email"));`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`drop table if exists "brand" cascade;`);

    this.addSql(`drop table if exists "popular_destination" cascade;`);

    this.addSql(`drop table if exists "tour_package" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);
  }
}
