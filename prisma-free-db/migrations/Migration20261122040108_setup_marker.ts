import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040108_setup_marker extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "setup_marker" ("step" text not null, "source_fingerprint" text not null, "travel_day" date null, "done_at" timestamptz not null, constraint "setup_marker_pkey" primary key ("step"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "setup_marker" cascade;`);
  }
}
