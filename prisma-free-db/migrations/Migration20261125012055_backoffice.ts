import { Migration } from '@mikro-orm/migrations';

export class Migration20261125012055_backoffice extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_event" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" uuid not null, "actor_username" varchar(255) not null, "action" text check ("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo')) not null, "item_type" text check ("item_type" in ('tour', 'hotel', 'car', 'user', 'brand')) not null, "item_id" varchar(255) not null, "item_label" varchar(255) null, "before" jsonb null, "after" jsonb null);`,
    );
    this.addSql(`create index "audit_event_actor_index" on "audit_event" ("actor_id", "id");`);
    this.addSql(`create index "audit_event_item_index" on "audit_event" ("item_type", "item_id", "id");`);
    // Append-only: history cannot be rewritten, whatever the application (or a person at psql) does.
    this.addSql(
      `create function "audit_event_append_only"() returns trigger language plpgsql as $$ begin raise exception 'audit_event is append-only: % refused', tg_op using errcode = 'insufficient_privilege'; end $$;`,
    );
    this.addSql(
      `create trigger "audit_event_no_update_or_delete" before update or delete on "audit_event" for each row execute function "audit_event_append_only"();`,
    );
    this.addSql(`create trigger "audit_event_no_truncate" before truncate on "audit_event" for each statement execute function "audit_event_append_only"();`);

    this.addSql(
      `create table "photo" ("id" uuid not null default gen_random_uuid(), "owner_type" text check ("owner_type" in ('tour', 'hotel', 'car', 'brand')) not null, "owner_id" varchar(255) not null, "position" int not null, "width" int not null, "height" int not null, "widths" jsonb not null, "created_at" timestamptz not null default now(), "created_by" uuid null, constraint "photo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "photo_owner_index" on "photo" ("owner_type", "owner_id", "position");`);

    this.addSql(
      `create table "photo_variant" ("photo_id" uuid not null, "width" int not null, "height" int not null, "data" bytea not null, "byte_size" int not null, constraint "photo_variant_pkey" primary key ("photo_id", "width"));`,
    );

    this.addSql(
      `alter table "photo_variant" add constraint "photo_variant_photo_id_foreign" foreign key ("photo_id") references "photo" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "brand" add column "logo" varchar(255) not null default '/images/brands/tours.svg', add column "partner_links" jsonb not null default '[]', add column "about_text" text null, add column "contact" jsonb not null default '{"email":null,"phone":null,"whatsapp":null,"address":null}', add column "business_hours" jsonb not null default '[{"day":"mon","open":"09:00","close":"18:00"},{"day":"tue","open":"09:00","close":"18:00"},{"day":"wed","open":"09:00","close":"18:00"},{"day":"thu","open":"09:00","close":"18:00"},{"day":"fri","open":"09:00","close":"18:00"},{"day":"sat","open":"10:00","close":"16:00"},{"day":"sun","open":"12:00","close":"16:00"}]', add column "emergency_support" boolean not null default true, add column "updated_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "tour_package" add column "status" text check ("status" in ('draft', 'published')) not null default 'published', add column "updated_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "app_user" add column "disabled" boolean not null default false, add column "must_change_password" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "photo_variant" drop constraint "photo_variant_photo_id_foreign";`);

    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop function if exists "audit_event_append_only"();`);

    this.addSql(`drop table if exists "photo" cascade;`);

    this.addSql(`drop table if exists "photo_variant" cascade;`);

    this.addSql(`alter table "app_user" drop column "disabled", drop column "must_change_password";`);

    this.addSql(
      `alter table "brand" drop column "logo", drop column "partner_links", drop column "about_text", drop column "contact", drop column "business_hours", drop column "emergency_support", drop column "updated_at";`,
    );

    this.addSql(`alter table "tour_package" drop column "status", drop column "updated_at";`);
  }
}
