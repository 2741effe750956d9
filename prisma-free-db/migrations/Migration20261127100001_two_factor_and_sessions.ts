import { Migration } from '@mikro-orm/migrations';

// Two-factor sign-in (TOTP): the sealed secret on the account, when it was turned on and the last
// step whose code was accepted; recovery codes (hashed, single use); sign-in challenges between
// the password and the code. Sessions get a public id and when, from which browser and network
// they were last used, for Profile → Security. An admin's reset of a second factor is audited.
export class Migration20261127100001_two_factor_and_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "app_user" add column "totp_secret" text null, add column "totp_enabled_at" timestamptz null, add column "totp_last_step" int null;`,
    );

    this.addSql(
      `create table "sign_in_challenge" ("token_hash" varchar(255) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "failed_codes" int not null default 0, constraint "sign_in_challenge_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "sign_in_challenge_user_id_index" on "sign_in_challenge" ("user_id");`);
    this.addSql(`create index "sign_in_challenge_expires_at_index" on "sign_in_challenge" ("expires_at");`);
    this.addSql(
      `alter table "sign_in_challenge" add constraint "sign_in_challenge_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "recovery_code" ("code_hash" varchar(255) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "used_at" timestamptz null, constraint "recovery_code_pkey" primary key ("code_hash"));`,
    );
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);
    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "session" add column "public_id" uuid not null default gen_random_uuid(), add column "last_seen_at" timestamptz null, add column "user_agent" text null, add column "client_network" varchar(255) null;`,
    );
    this.addSql(`alter table "session" add constraint "session_public_id_unique" unique ("public_id");`);

    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'user.second-factor-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_action_check";`);
    this.addSql(
      `alter table "audit_event" add constraint "audit_event_action_check" check("action" in ('tour.create', 'tour.update', 'tour.publish', 'tour.unpublish', 'departure.add', 'departure.update', 'departure.remove', 'photo.upload', 'photo.delete', 'photo.cover', 'user.role', 'user.disable', 'user.enable', 'user.password-reset', 'brand.update', 'brand.logo', 'product.price', 'product.stock', 'shipment.status', 'booking.cancel', 'order.cancel', 'ride.cancel', 'voucher.use')) not valid;`,
    );
    this.addSql(`alter table "session" drop constraint "session_public_id_unique";`);
    this.addSql(`alter table "session" drop column "public_id", drop column "last_seen_at", drop column "user_agent", drop column "client_network";`);
    this.addSql(`drop table if exists "recovery_code" cascade;`);
    this.addSql(`drop table if exists "sign_in_challenge" cascade;`);
    this.addSql(`alter table "app_user" drop column "totp_secret", drop column "totp_enabled_at", drop column "totp_last_step";`);
  }
}
