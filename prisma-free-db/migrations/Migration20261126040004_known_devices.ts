import { Migration } from '@mikro-orm/migrations';

// Known devices (features/auth/known-devices.ts): the browsers an account has signed in on,
// which do not draw on the account's guessing budget.
export class Migration20261126040004_known_devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "known_device" ("user_id" uuid not null, "token_hash" varchar(255) not null, "last_sign_in_at" timestamptz not null default now(), constraint "known_device_pkey" primary key ("user_id", "token_hash"));`,
    );
    this.addSql(`create index "known_device_last_sign_in_at_index" on "known_device" ("last_sign_in_at");`);
    this.addSql(
      `alter table "known_device" add constraint "known_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "known_device" cascade;`);
  }
}
