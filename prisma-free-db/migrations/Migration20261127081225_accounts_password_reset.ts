import { Migration } from '@mikro-orm/migrations';

// Password reset links (features/auth/account-tokens.ts): the SHA-256 of each link's token,
// single use, with its expiry. Account e-mails go through the support outbox without a thread.
export class Migration20261127081225_accounts_password_reset extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "account_token" ("token_hash" varchar(255) not null, "user_id" uuid not null, "purpose" text check ("purpose" in ('password-reset')) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "account_token_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "account_token_user_id_index" on "account_token" ("user_id");`);
    this.addSql(`create index "account_token_expires_at_index" on "account_token" ("expires_at");`);
    this.addSql(
      `alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "mail_outbox" alter column "email_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_token" cascade;`);
    this.addSql(`delete from "mail_outbox" where "email_id" is null;`);
    this.addSql(`alter table "mail_outbox" alter column "email_id" set not null;`);
  }
}
