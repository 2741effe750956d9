import { Migration } from '@mikro-orm/migrations';

// Saved travellers: people a traveller books for, kept on their profile (passport numbers sealed),
// deleted with the account.
export class Migration20261127200100_saved_travellers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "saved_traveller" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "label" varchar(255) not null, "given_names" varchar(255) not null, "surname" varchar(255) not null, "date_of_birth" date not null, "nationality" varchar(2) not null, "passport_sealed" text null, "passport_last4" varchar(4) null, "passport_expiry" date null, "dietary_choice" text check ("dietary_choice" in ('none', 'vegetarian', 'vegan', 'halal', 'kosher', 'glutenFree', 'allergy')) null, "dietary_note" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "saved_traveller_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "saved_traveller_user_index" on "saved_traveller" ("user_id", "created_at");`);
    this.addSql(
      `alter table "saved_traveller" add constraint "saved_traveller_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_traveller" cascade;`);
  }
}
