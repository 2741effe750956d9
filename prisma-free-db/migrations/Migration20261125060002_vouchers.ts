import { Migration } from '@mikro-orm/migrations';

// E-vouchers (docs/performance.md#e-vouchers): every booking gets an unguessable
// voucher reference from PostgreSQL's random generator (existing rows too: the default is
// evaluated per row), and when and by whom staff verified it. The signing key of voucher codes
// is made here, once, with the same generator (two random UUIDs' MD5s: 256 bits of hex), and
// shared by every instance through the database.
export class Migration20261125060002_vouchers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_secret" ("name" text not null, "value" text not null, "created_at" timestamptz not null default now(), constraint "app_secret_pkey" primary key ("name"));`,
    );
    this.addSql(
      `insert into "app_secret" ("name", "value") values ('voucher-signing-key', md5(gen_random_uuid()::text) || md5(gen_random_uuid()::text)) on conflict do nothing;`,
    );

    this.addSql(
      `alter table "booking" add column "voucher_ref" varchar(16) not null default upper(left(md5(gen_random_uuid()::text), 16)), add column "voucher_used_at" timestamptz null, add column "voucher_used_by_id" uuid null;`,
    );
    this.addSql(
      `alter table "booking" add constraint "booking_voucher_used_by_id_foreign" foreign key ("voucher_used_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "booking" add constraint "booking_voucher_ref_unique" unique ("voucher_ref");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "app_secret" cascade;`);
    this.addSql(`alter table "booking" drop constraint "booking_voucher_used_by_id_foreign";`);
    this.addSql(`alter table "booking" drop constraint "booking_voucher_ref_unique";`);
    this.addSql(`alter table "booking" drop column "voucher_ref", drop column "voucher_used_at", drop column "voucher_used_by_id";`);
  }
}
