import { Migration } from '@mikro-orm/migrations';

// Mobile money pushes (docs/payments.md): the push requests and their results, the callbacks
// accepted (a replay meets its row), and a payment's charge in the wallet's currency.
export class Migration20261127125939_mobile_money extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mobile_money_push" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "user_id" uuid not null, "attempt_key" varchar(255) not null, "operator" text check ("operator" in ('mpesa_ke', 'mpesa_tz', 'tigo_pesa', 'airtel_money_tz', 'mtn_momo_ug', 'airtel_money_ug')) not null, "msisdn" varchar(255) not null, "status" text check ("status" in ('pending', 'succeeded', 'cancelled', 'timeout', 'insufficient_funds', 'failed')) not null default 'pending', "charged_currency" varchar(3) not null, "charged_minor" int not null, "base_cents" int not null, "units_per_usd" numeric(18,6) not null, "rate_as_of" date not null, "provider_reference" varchar(255) null, "receipt" varchar(255) null, "hold_before" timestamptz not null, "requested_at" timestamptz not null default now(), "expires_at" timestamptz not null, "settled_at" timestamptz null, "settled_by" text check ("settled_by" in ('callback', 'status_query', 'request')) null, "status_queries" int not null default 0, constraint "mobile_money_push_pkey" primary key ("id"), constraint mobile_money_push_amount_check check (charged_minor > 0 and base_cents >= 0), constraint mobile_money_push_rate_check check (units_per_usd > 0));`,
    );
    this.addSql(`create index "mobile_money_push_booking_id_index" on "mobile_money_push" ("booking_id");`);
    this.addSql(`create index "mobile_money_push_pending_index" on "mobile_money_push" ("requested_at") where status = 'pending';`);
    this.addSql(`alter table "mobile_money_push" add constraint "mobile_money_push_attempt_unique" unique ("user_id", "attempt_key");`);
    this.addSql(`create unique index "mobile_money_push_one_pending_per_booking" on "mobile_money_push" ("booking_id") where status = 'pending';`);
    this.addSql(
      `alter table "mobile_money_push" add constraint "mobile_money_push_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "mobile_money_push" add constraint "mobile_money_push_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "mobile_money_callback" ("callback_id" varchar(255) not null, "push_id" uuid not null, "received_at" timestamptz not null default now(), constraint "mobile_money_callback_pkey" primary key ("callback_id"));`,
    );
    this.addSql(`create index "mobile_money_callback_push_id_index" on "mobile_money_callback" ("push_id");`);
    this.addSql(
      `alter table "mobile_money_callback" add constraint "mobile_money_callback_push_id_foreign" foreign key ("push_id") references "mobile_money_push" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card', 'mobile_money'));`);
    this.addSql(
      `alter table "payment" add column "charged_currency" varchar(3) null, add column "charged_minor" int null, add column "units_per_usd" numeric(18,6) null, add column "rate_as_of" date null;`,
    );
    this.addSql(
      `alter table "payment" add constraint payment_charged_currency_check check((charged_currency is null) = (charged_minor is null) and (charged_currency is null) = (units_per_usd is null) and (charged_currency is null) = (rate_as_of is null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mobile_money_callback" cascade;`);
    this.addSql(`drop table if exists "mobile_money_push" cascade;`);
    this.addSql(`alter table "payment" drop constraint payment_charged_currency_check;`);
    this.addSql(`alter table "payment" drop column "charged_currency", drop column "charged_minor", drop column "units_per_usd", drop column "rate_as_of";`);
    this.addSql(`delete from "payment" where "method" = 'mobile_money';`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check("method" in ('paypal', 'card'));`);
  }
}
