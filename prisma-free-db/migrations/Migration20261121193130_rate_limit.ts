import { Migration } from '@mikro-orm/migrations';

export class Migration20261121193130_rate_limit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limit" ("key" text not null, "count" int not null, "window_ends_at" timestamptz not null, constraint "rate_limit_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_window_ends_at_index" on "rate_limit" ("window_ends_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
  }
}
