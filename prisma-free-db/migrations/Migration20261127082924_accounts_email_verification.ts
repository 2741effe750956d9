import { Migration } from '@mikro-orm/migrations';

// E-mail verification: when an account's address was verified, and the address a verification
// link is for. Addresses from before verification existed count as verified as of now: nobody
// was ever asked to verify them, and a profile suddenly saying otherwise would only alarm.
export class Migration20261127082924_accounts_email_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "email_verified_at" timestamptz null;`);
    this.addSql(`update "app_user" set "email_verified_at" = now();`);

    this.addSql(`alter table "account_token" drop constraint if exists "account_token_purpose_check";`);
    this.addSql(`alter table "account_token" add column "email" varchar(255) null;`);
    this.addSql(`alter table "account_token" add constraint "account_token_purpose_check" check("purpose" in ('password-reset', 'email-verification'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "account_token" where "purpose" = 'email-verification';`);
    this.addSql(`alter table "account_token" drop constraint if exists "account_token_purpose_check";`);
    this.addSql(`alter table "account_token" drop column "email";`);
    this.addSql(`alter table "account_token" add constraint "account_token_purpose_check" check("purpose" in ('password-reset'));`);
    this.addSql(`alter table "app_user" drop column "email_verified_at";`);
  }
}
