import { Migration } from '@mikro-orm/migrations';

// Privacy rights: data exports made by a job (kept in the database so any instance serves them),
// and when an account was deleted by its owner (the row stays, anonymised, for the accounts).
// The audit trail stays append-only, except that a transaction erasing a person (it records
// itself in account_erasure) may rewrite an event's texts: never its id, time, actor id,
// action or item, and nothing may ever delete an event.
export class Migration20261127100000_privacy_export_deletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "deleted_at" timestamptz null;`);

    this.addSql(
      `create table "data_export" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "status" text check ("status" in ('pending', 'ready')) not null default 'pending', "token_hash" varchar(255) not null, "content" jsonb null, "html" text null, "created_at" timestamptz not null default now(), "ready_at" timestamptz null, "expires_at" timestamptz not null, constraint "data_export_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "data_export_user_id_index" on "data_export" ("user_id");`);
    this.addSql(`alter table "data_export" add constraint "data_export_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "data_export_expires_at_index" on "data_export" ("expires_at");`);
    this.addSql(`create unique index "data_export_one_pending_per_user" on "data_export" ("user_id") where status = 'pending';`);
    this.addSql(
      `alter table "data_export" add constraint "data_export_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "account_erasure" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "transaction_id" bigint not null default txid_current(), "erased_at" timestamptz not null default now(), constraint "account_erasure_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "account_erasure_user_id_index" on "account_erasure" ("user_id");`);
    this.addSql(`create index "account_erasure_transaction_id_index" on "account_erasure" ("transaction_id");`);
    this.addSql(
      `alter table "account_erasure" add constraint "account_erasure_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create or replace function "audit_event_append_only"() returns trigger language plpgsql as $$ begin if tg_op = 'UPDATE' and exists (select 1 from "account_erasure" where "transaction_id" = txid_current()) and new.id = old.id and new.at = old.at and new.actor_id = old.actor_id and new.action = old.action and new.item_type = old.item_type and new.item_id = old.item_id then return new; end if; raise exception 'audit_event is append-only: % refused', tg_op using errcode = 'insufficient_privilege'; end $$;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `create or replace function "audit_event_append_only"() returns trigger language plpgsql as $$ begin raise exception 'audit_event is append-only: % refused', tg_op using errcode = 'insufficient_privilege'; end $$;`,
    );
    this.addSql(`drop table if exists "account_erasure" cascade;`);
    this.addSql(`drop table if exists "data_export" cascade;`);
    this.addSql(`alter table "app_user" drop column "deleted_at";`);
  }
}
